// HTTP face of review sessions: each write answers with its operation's outcome.
import {
  advanceReview,
  finishReview,
  getOpenReview,
  getReview,
  setReviewNotes,
  startReview,
} from '@nova/core/contracts/reviews';
import type { FastifyInstance } from 'fastify';
import { addRoute } from '../../http/route.ts';
import type { ReviewService } from './review.service.ts';

export function registerReviewRoutes(app: FastifyInstance, reviews: ReviewService): void {
  addRoute(app, startReview, ({ user, body }) => reviews.start(user.id, body));
  addRoute(app, getOpenReview, ({ user }) => reviews.open(user.id));
  addRoute(app, getReview, ({ user, params }) => reviews.get(user.id, params.id));
  addRoute(app, advanceReview, ({ user, params, body }) => reviews.advance(user.id, params.id, body));
  addRoute(app, setReviewNotes, ({ user, params, body }) => reviews.setNotes(user.id, params.id, body));
  addRoute(app, finishReview, ({ user, params, body }) => reviews.finish(user.id, params.id, body.opId));
}
