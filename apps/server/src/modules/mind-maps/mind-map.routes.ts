// HTTP face of mind maps: each write answers with its operation's outcome. The save, patch and import
// routes take up to 2 MB so a document over the 1 MB limit gets its own code (mind_map_too_large), not the
// framework's generic refusal; the save and patch validate it with zod's compiled parser and keep only
// its validated copy (a 1,000-node document: decision 0036).
import {
  createMindMap,
  deleteMindMap,
  getMindMap,
  getMindMapTasks,
  importMindMap,
  listMindMaps,
  patchMindMap,
  saveMindMap,
} from '@nova/core/contracts/mind-map-routes';
import type { FastifyInstance } from 'fastify';
import { addRoute } from '../../http/route.ts';
import type { MindMapService } from './mind-map.service.ts';

const document = { bodyLimit: 2 * 1024 * 1024, compileBody: true, releaseBody: true };

export function registerMindMapRoutes(app: FastifyInstance, mindMaps: MindMapService): void {
  addRoute(app, listMindMaps, ({ user }) => mindMaps.list(user.id));
  addRoute(app, createMindMap, ({ user, body }) => mindMaps.create(user.id, body));
  addRoute(app, importMindMap, ({ user, body }) => mindMaps.importFile(user.id, body), {
    bodyLimit: document.bodyLimit,
  });
  addRoute(app, getMindMap, ({ user, params }) => mindMaps.get(user.id, params.id));
  addRoute(app, getMindMapTasks, ({ user, params }) => mindMaps.tasks(user.id, params.id));
  addRoute(app, saveMindMap, ({ user, params, body }) => mindMaps.save(user.id, params.id, body), document);
  addRoute(app, patchMindMap, ({ user, params, body }) => mindMaps.patch(user.id, params.id, body), document);
  addRoute(app, deleteMindMap, ({ user, params, query }) => mindMaps.remove(user.id, params.id, query.opId));
}
