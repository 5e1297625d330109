// HTTP face of import and export. The upload is the only multipart route here (registered in its own
// scope, like attachments); the export answers a download with a file name.
import fastifyMultipart from '@fastify/multipart';
import {
  confirmImport,
  exportData,
  IMPORT_MAX_BYTES,
  previewImport,
  remapImport,
} from '@nova/core/contracts/transfer';
import { contentDisposition } from '@nova/core/domain/files';
import { DomainError } from '@nova/core/errors';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { addRoute } from '../../http/route.ts';
import type { TransferService } from './transfer.service.ts';

function download(reply: FastifyReply, type: string, fileName: string): FastifyReply {
  return reply
    .header('content-type', type)
    .header('content-disposition', contentDisposition('attachment', fileName))
    .header('cache-control', 'no-store')
    .header('x-content-type-options', 'nosniff');
}

export function registerTransferRoutes(app: FastifyInstance, transfer: TransferService): void {
  addRoute(app, remapImport, ({ user, params, body }) => transfer.remap(user, params.id, body.mapping));

  addRoute(app, confirmImport, ({ user, params, body }) =>
    transfer.confirm(user, params.id, body.mapping ?? null),
  );

  addRoute(app, exportData, async ({ user, query, reply }) => {
    if (query.format === 'zip') {
      const { stream, fileName } = await transfer.exportArchive(user.id);
      return download(reply, 'application/zip', fileName).send(stream);
    }
    if (query.format === 'csv') {
      const { body, fileName } = await transfer.exportTasksCsv(user.id);
      return download(reply, 'text/csv; charset=utf-8', fileName).send(body);
    }
    const { body, fileName } = await transfer.exportDocument(user.id);
    return download(reply, 'application/json; charset=utf-8', fileName).send(body);
  });

  app.register(async (scope) => {
    await scope.register(fastifyMultipart, {
      throwFileSizeLimit: false,
      limits: { fileSize: IMPORT_MAX_BYTES, files: 1, fields: 5, parts: 6, headerPairs: 100 },
    });
    addRoute(scope, previewImport, async ({ user, query, req }) => {
      if (Number(req.headers['content-length']) > IMPORT_MAX_BYTES + 64 * 1024) {
        throw new DomainError(
          'import_too_large',
          `An import file may be at most ${IMPORT_MAX_BYTES / 1024 / 1024} MB`,
        );
      }
      if (!req.isMultipart()) {
        throw new DomainError('unsupported_media_type', 'Send the file as multipart/form-data, part `file`');
      }
      const part = await req.file();
      if (!part) throw new DomainError('no_file', 'Choose a file to import');
      return transfer.preview(user, query.source, {
        name: part.filename ?? '',
        chunks: part.file,
        truncated: () => part.file.truncated,
      });
    });
  });
}
