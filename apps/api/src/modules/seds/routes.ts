import type { FastifyInstance } from 'fastify';
import { itemResponse } from '@charla/domain/http';
import { Sed } from '@charla/domain/seds';
import { IdParams, requireId } from '../../lib/params';
import { accessTo, replies, typed } from '../../lib/routing';
import type { AudioStorage } from '../../storage/storage';
import { errorReplies } from '../../lib/route-docs';
import { AUDIO_REPLIES, sendAudio } from '../../uploads/audio-response';
import { readUpload, usingUpload, withUploads } from '../../uploads/upload';
import type { SedService } from './service';

/** Multipart parsing exists only for these routes, not for the JSON API (uploads/upload). */
export async function sedRoutes(parent: FastifyInstance, service: SedService, storage: AudioStorage) {
  await withUploads(parent, service.maxAudioBytes, (app) => routes(app, service, storage));
}

function routes(app: FastifyInstance, service: SedService, storage: AudioStorage) {
  const api = typed(app);
  const tags = ['seds'];

  const access = accessTo('seds', 'seds');
  // Audio downloads read their owner row (DESIGN §5); the body is the recording, not JSON.
  api.get(
    '/seds/:id/audio',
    {
      schema: {
        tags,
        operationId: 'seds_audio',
        summary: 'SEDs: escuchar la grabación (admite Range)',
        params: IdParams,
        response: AUDIO_REPLIES,
      },
      config: access.read,
    },
    async (req, reply) => {
      const file = await service.audio(req.actor, requireId(req.params.id));
      return sendAudio(req, reply, storage, file);
    },
  );

  api.post(
    '/seds',
    {
      // Refused before the upload is read when the caller may not submit SEDs at all.
      config: access.create,
      schema: {
        tags,
        operationId: 'seds_create',
        summary: 'SEDs: enviar uno con su grabación',
        consumes: ['multipart/form-data'],
        description: 'multipart: video_url, audio_file (WebM/Opus)',
        // 409: no plan, or the plan takes no SED today.
        response: replies({ 201: itemResponse(Sed), ...errorReplies(409) }),
      },
    },
    async (req, reply) => {
      const upload = await readUpload(req, storage, 'audio_file');
      const data = await usingUpload(upload, (received) => service.create(req.actor, received));
      return reply.code(201).send({ success: true, data });
    },
  );
}
