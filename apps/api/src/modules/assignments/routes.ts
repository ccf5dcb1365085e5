import type { FastifyInstance } from 'fastify';
import { Assignment } from '@charla/domain/assignments';
import { itemResponse } from '@charla/domain/http';
import { IdParams, requireId } from '../../lib/params';
import { accessTo, replies, typed } from '../../lib/routing';
import type { AudioStorage } from '../../storage/storage';
import { errorReplies } from '../../lib/route-docs';
import { AUDIO_REPLIES, sendAudio } from '../../uploads/audio-response';
import { readUpload, usingUpload, withUploads } from '../../uploads/upload';
import { assignmentResource } from './service';
import type { ReadingQueue } from './reading-worker';
import { createSubmissionService, type SubmissionService } from './submissions';
import type { Db } from '../../db/client';
import type { Notifier } from '../../notify/notifier';

/**
 * GET/POST /assignments, GET/PATCH/DELETE /assignments/{id} (the resource, service.ts), the homework
 * upload and its playback. Multipart parsing exists only for the upload.
 */
export async function assignmentRoutes(
  app: FastifyInstance,
  db: Db,
  storage: AudioStorage,
  maxAudioBytes: number,
  notifier: Notifier,
  readings: ReadingQueue,
) {
  assignmentResource(db, storage, notifier).routes(app);
  const submissions = createSubmissionService(db, storage, notifier, readings);
  await withUploads(app, maxAudioBytes, (scope) => submissionRoutes(scope, submissions, storage));
}

function submissionRoutes(app: FastifyInstance, service: SubmissionService, storage: AudioStorage) {
  const api = typed(app);
  const tags = ['assignments'];
  // Sub-resources follow their parent (DESIGN §5, decision 019): the assignment read through the
  // caller's grant, and the view's lesson_submissions operation for the recording itself.
  const access = accessTo('assignments', 'lesson_submissions');

  api.post(
    '/assignments/:id/submissions',
    {
      // Refused before the upload is read when the caller may never send homework (a tutor: 403).
      config: access.as('read', 'create'),
      schema: {
        tags,
        operationId: 'assignments_submit',
        summary: 'Asignaciones: entregar la tarea grabada',
        params: IdParams,
        consumes: ['multipart/form-data'],
        description: 'multipart: assignment_id, audio_file (WebM/Opus, grabacion.webm)',
        // 409: already handed in.
        response: replies({ 201: itemResponse(Assignment), ...errorReplies(409) }),
      },
    },
    async (req, reply) => {
      const id = requireId(req.params.id);
      const upload = await readUpload(req, storage, 'audio_file');
      const data = await usingUpload(upload, (received) => service.submit(req.actor, id, received));
      return reply.code(201).send({ success: true, data });
    },
  );

  // The body is the recording, not JSON; Range requests let the tutor's player seek.
  api.get(
    '/assignments/:id/audio',
    {
      schema: {
        tags,
        operationId: 'assignments_audio',
        summary: 'Asignaciones: escuchar la entrega (admite Range)',
        params: IdParams,
        response: AUDIO_REPLIES,
      },
      config: access.as('read', 'read'),
    },
    async (req, reply) => {
      const file = await service.audio(req.actor, requireId(req.params.id));
      return sendAudio(req, reply, storage, file);
    },
  );
}
