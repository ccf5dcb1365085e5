// POST /seds, multipart video_url + audio_file (spec part 1 §7). The server checks the audio's
// content and the plan's days; its Spanish detail is the message (spec §8), else the form's fallback.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ItemResponse } from '@charla/domain/http';
import { SED_MESSAGES } from '@charla/domain/seds';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import type { Sed } from './sed';

export interface CreateSedInput {
  video_url: string;
  /** The recorder's File, already named grabacion.webm. */
  audio_file: File;
}

export async function createSed(input: CreateSedInput): Promise<Sed> {
  const form = new FormData();
  form.append('video_url', input.video_url);
  form.append('audio_file', input.audio_file, input.audio_file.name);
  const response = await apiRequest<ItemResponse<Sed>>('/seds', {
    method: 'POST',
    body: form,
    fallbackMessage: SED_MESSAGES.submitError,
  });
  return response.data;
}

export function useCreateSed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSed,
    // The recorder kit waits for the network itself (decision 033): the request goes when it says so.
    networkMode: 'always',
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.seds.lists() }),
  });
}
