// Contracts of tags: create, rename, colour, delete, and attach to / detach from tasks. Tag names are
// unique per user regardless of case (the server compares `tagNameKey`, answering 409 tag_name_taken).
import { z } from 'zod';
import { defineRoute } from '../contract.ts';
import {
  clientIdSchema,
  entityIdSchema,
  opIdSchema,
  tagColorSchema,
  tagNameSchema,
} from '../domain/validation.ts';
import { apiErrorSchema } from '../errors.ts';

export const tagSchema = z.lazy(() =>
  z
    .object({
      id: z.string(),
      name: z.string(),
      color: tagColorSchema.nullable(),
      /** Open and finished tasks carrying the tag. */
      taskCount: z.number().int(),
      version: z.number().int(),
      createdAt: z.string(),
      updatedAt: z.string(),
    })
    .meta({ id: 'Tag' }),
);
export type Tag = z.infer<typeof tagSchema>;

export const tagListSchema = z.lazy(() => z.object({ tags: z.array(tagSchema) }).meta({ id: 'TagList' }));
export type TagList = z.infer<typeof tagListSchema>;

export const createTagBodySchema = z.lazy(() =>
  z
    .strictObject({
      id: clientIdSchema.optional(),
      opId: opIdSchema.optional(),
      name: tagNameSchema,
      color: tagColorSchema.nullable().optional(),
    })
    .meta({ id: 'CreateTagBody' }),
);
export type CreateTagBody = z.infer<typeof createTagBodySchema>;

export const updateTagBodySchema = z.lazy(() =>
  z
    .strictObject({
      opId: opIdSchema.optional(),
      name: tagNameSchema.optional(),
      color: tagColorSchema.nullable().optional(),
    })
    .meta({ id: 'UpdateTagBody' }),
);
export type UpdateTagBody = z.infer<typeof updateTagBodySchema>;

export const taskTagsSchema = z.lazy(() =>
  z
    .object({ taskId: z.string(), tagIds: z.array(z.string()), version: z.number().int() })
    .meta({ id: 'TaskTags' }),
);
export type TaskTags = z.infer<typeof taskTagsSchema>;

const tagParams = z.lazy(() => z.strictObject({ id: entityIdSchema }));
const taskTagParams = z.lazy(() => z.strictObject({ id: entityIdSchema, tagId: entityIdSchema }));
const opQuery = z.lazy(() => z.object({ opId: opIdSchema.optional() }));

export const listTags = defineRoute({
  method: 'GET',
  path: '/api/tags',
  operationId: 'listTags',
  summary: 'The user’s tags, by name',
  tag: 'tags',
  auth: 'session',
  responses: { 200: tagListSchema },
});

export const createTag = defineRoute({
  method: 'POST',
  path: '/api/tags',
  operationId: 'createTag',
  summary: 'Create a tag',
  tag: 'tags',
  auth: 'session',
  body: createTagBodySchema,
  responses: { 201: tagSchema, 409: apiErrorSchema },
});

export const getTag = defineRoute({
  method: 'GET',
  path: '/api/tags/{id}',
  operationId: 'getTag',
  summary: 'One tag',
  tag: 'tags',
  auth: 'session',
  params: tagParams,
  responses: { 200: tagSchema },
});

export const updateTag = defineRoute({
  method: 'PATCH',
  path: '/api/tags/{id}',
  operationId: 'updateTag',
  summary: 'Rename or recolour a tag',
  tag: 'tags',
  auth: 'session',
  params: tagParams,
  body: updateTagBodySchema,
  responses: { 200: tagSchema, 409: apiErrorSchema },
});

export const deleteTag = defineRoute({
  method: 'DELETE',
  path: '/api/tags/{id}',
  operationId: 'deleteTag',
  summary: 'Delete a tag (it is removed from its tasks; the tasks stay)',
  tag: 'tags',
  auth: 'session',
  params: tagParams,
  query: opQuery,
  responses: { 204: null },
});

export const attachTag = defineRoute({
  method: 'PUT',
  path: '/api/tasks/{id}/tags/{tagId}',
  operationId: 'attachTag',
  summary: 'Attach a tag to a task (attaching twice changes nothing)',
  tag: 'tags',
  auth: 'session',
  params: taskTagParams,
  query: opQuery,
  responses: { 200: taskTagsSchema },
});

export const detachTag = defineRoute({
  method: 'DELETE',
  path: '/api/tasks/{id}/tags/{tagId}',
  operationId: 'detachTag',
  summary: 'Detach a tag from a task (detaching an absent tag changes nothing)',
  tag: 'tags',
  auth: 'session',
  params: taskTagParams,
  query: opQuery,
  responses: { 200: taskTagsSchema },
});

export const tagRoutes = [listTags, createTag, getTag, updateTag, deleteTag, attachTag, detachTag] as const;
