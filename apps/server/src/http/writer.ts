// Who made a write, as the field merge of task edits sees it (@nova/core/domain/field-merge): the
// session (one browser, one device) or the API token it came through. An opaque, non-secret id: the
// session's id is the SHA-256 of its cookie token, hashed again here and shortened before it is stored.
import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

export function writerOf(req: FastifyRequest): string {
  if (req.novaToken) return `t:${req.novaToken.tokenId}`;
  const session = req.novaSession?.id;
  if (!session) return 'unknown';
  return `s:${createHash('sha256').update(`writer:${session}`).digest('base64url').slice(0, 16)}`;
}
