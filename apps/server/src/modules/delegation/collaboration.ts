// Wires delegation and collaboration into the app: one mailer, one file storage and one token checker
// (its failure throttle must be shared by every token route), then each module's routes.
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import { operations, type WriteDeps } from '../../lib/operations.ts';
import { createMailer, type Mailer } from '../../mail/mailer.ts';
import { localStorage } from '../../storage/local-storage.ts';
import type { FileStorage } from '../../storage/storage.ts';
import { registerAttachmentRoutes } from '../attachments/attachment.routes.ts';
import { attachmentService } from '../attachments/attachment.service.ts';
import { registerCommentRoutes } from '../comments/comment.routes.ts';
import { registerNotificationRoutes } from '../notifications/notification.routes.ts';
import { sharedAccess } from '../shared-task/shared-access.ts';
import { registerSharedTaskRoutes } from '../shared-task/shared-task.routes.ts';
import { registerDelegationRoutes } from './delegation.routes.ts';
import { delegationService } from './delegation.service.ts';

export type CollaborationDeps = WriteDeps & {
  config: Pick<Config, 'publicUrl' | 'smtpUrl' | 'mailFrom' | 'dataDir' | 'storageQuotaBytes'>;
  /** Defaults: SMTP from config (or none), files under DATA_DIR/files. */
  mailer?: Mailer;
  storage?: FileStorage;
};

export function registerCollaborationRoutes(app: FastifyInstance, deps: CollaborationDeps): void {
  const { config, db } = deps;
  const log = deps.log ?? app.log;
  const ops = operations(deps);
  const mailer = deps.mailer ?? createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, log });
  app.addHook('onClose', (_app, done) => {
    mailer.close();
    done();
  });
  const storage = deps.storage ?? localStorage(path.join(config.dataDir, 'files'));
  const access = sharedAccess({ db });

  registerDelegationRoutes(app, delegationService({ db, ops, mailer, publicUrl: config.publicUrl }));
  registerSharedTaskRoutes(app, { db, ops, access });
  registerCommentRoutes(app, { db, ops, access });
  registerAttachmentRoutes(app, {
    access,
    attachments: attachmentService({ db, ops, access, storage, quotaBytes: config.storageQuotaBytes, log }),
  });
  registerNotificationRoutes(app, { db, ops });
}
