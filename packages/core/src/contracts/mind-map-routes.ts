// The mind-map routes (issue 11); their bodies and answers are in mind-maps.ts.
import { z } from 'zod';
import { defineRoute } from '../contract.ts';
import { entityIdSchema, opIdSchema } from '../domain/validation.ts';
import { apiErrorSchema } from '../errors.ts';
import {
  createMindMapBodySchema,
  importMindMapBodySchema,
  linkedTaskSchema,
  mindMapSavedSchema,
  mindMapSchema,
  mindMapSummarySchema,
  patchMindMapBodySchema,
  saveMindMapBodySchema,
} from './mind-maps.ts';

const mapParams = z.lazy(() => z.strictObject({ id: entityIdSchema }));
const opQuery = z.lazy(() => z.object({ opId: opIdSchema.optional() }));
const tag = 'mind-maps';

export const listMindMaps = defineRoute({
  method: 'GET',
  path: '/api/mind-maps',
  operationId: 'listMindMaps',
  summary: 'The user’s mind maps, last changed first, with their node counts',
  tag,
  auth: 'session',
  responses: { 200: z.object({ mindMaps: z.array(mindMapSummarySchema) }).meta({ id: 'MindMapList' }) },
});

export const createMindMap = defineRoute({
  method: 'POST',
  path: '/api/mind-maps',
  operationId: 'createMindMap',
  summary: 'Create an empty mind map',
  tag,
  auth: 'session',
  body: createMindMapBodySchema,
  responses: { 201: mindMapSchema, 400: apiErrorSchema },
});

export const getMindMap = defineRoute({
  method: 'GET',
  path: '/api/mind-maps/{id}',
  operationId: 'getMindMap',
  summary: 'A mind map with its nodes, connections and linked tasks',
  tag,
  auth: 'session',
  params: mapParams,
  responses: { 200: mindMapSchema, 404: apiErrorSchema },
});

export const getMindMapTasks = defineRoute({
  method: 'GET',
  path: '/api/mind-maps/{id}/tasks',
  operationId: 'getMindMapTasks',
  summary: 'The tasks a mind map’s nodes link, with their status (for live status dots)',
  tag,
  auth: 'session',
  params: mapParams,
  responses: { 200: z.object({ tasks: z.array(linkedTaskSchema) }), 404: apiErrorSchema },
});

export const saveMindMap = defineRoute({
  method: 'PUT',
  path: '/api/mind-maps/{id}',
  operationId: 'saveMindMap',
  summary:
    'Save the whole document (at most 2,000 nodes and 1 MB); a stale baseVersion is 409 version_conflict',
  tag,
  auth: 'session',
  params: mapParams,
  body: saveMindMapBodySchema,
  responses: {
    200: mindMapSavedSchema,
    400: apiErrorSchema,
    404: apiErrorSchema,
    409: apiErrorSchema,
    413: apiErrorSchema,
  },
});

export const patchMindMap = defineRoute({
  method: 'PATCH',
  path: '/api/mind-maps/{id}',
  operationId: 'patchMindMap',
  summary:
    'Save the changes since baseVersion (nodes and connections written or removed; removing a node removes its connections); a stale baseVersion is 409 version_conflict',
  tag,
  auth: 'session',
  params: mapParams,
  body: patchMindMapBodySchema,
  responses: {
    200: mindMapSavedSchema,
    400: apiErrorSchema,
    404: apiErrorSchema,
    409: apiErrorSchema,
    413: apiErrorSchema,
  },
});

export const deleteMindMap = defineRoute({
  method: 'DELETE',
  path: '/api/mind-maps/{id}',
  operationId: 'deleteMindMap',
  summary: 'Delete a mind map with its nodes and connections (linked tasks stay)',
  tag,
  auth: 'session',
  params: mapParams,
  query: opQuery,
  responses: { 204: null, 404: apiErrorSchema },
});

export const importMindMap = defineRoute({
  method: 'POST',
  path: '/api/mind-maps/import',
  operationId: 'importMindMap',
  summary: 'Create a mind map from an export file; links to tasks that are not the user’s are dropped',
  tag,
  auth: 'session',
  body: importMindMapBodySchema,
  responses: { 201: mindMapSchema, 400: apiErrorSchema, 413: apiErrorSchema },
});

export const mindMapRoutes = [
  listMindMaps,
  createMindMap,
  importMindMap,
  getMindMap,
  getMindMapTasks,
  saveMindMap,
  patchMindMap,
  deleteMindMap,
] as const;
