// Demo SEDs (issue 4): per student two processed ones and one still pending, each with a real
// WebM/Opus recording (espeak-ng, in ./audio). The pending ones go through the real pipeline when the
// server starts. The processed ones carry the script of their recording as transcript — what a
// Whisper-class engine would return — with the feedback computed from it by the real analysis.
import { copyFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { analyzeSpeech, feedbackText, transcriptText } from '@charla/domain/seds';
import { newId } from '../../lib/ids';
import type { AudioStorage } from '../../storage/storage';
import { seds } from '../schema';
import type { Tx } from '../tx';
import type { DemoPeople } from './people';

const RECORDINGS = [
  {
    seconds: 9.565,
    script: [
      'Hello, my name is Lucia.',
      'Every morning I walk to work and I listen to podcasts in English.',
      'I like stories about travel and food.',
    ],
  },
  {
    seconds: 9.805,
    script: [
      'Last weekend I visited my grandparents.',
      'We cooked a big lunch together, and then we played cards until the evening.',
      'It was a lovely day.',
    ],
  },
  {
    seconds: 8.636,
    script: [
      'I think learning a new language is like building a house.',
      'You need a strong base, um, and you need to practice a little every day.',
    ],
  },
  {
    seconds: 9.852,
    script: [
      'My favorite movie is about a group of friends who travel across the country.',
      'Actually, I watched it three times, because the music is amazing.',
    ],
  },
];
const VIDEOS = [
  'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  'https://www.youtube.com/watch?v=jNQXAC9IVRw',
  'https://youtu.be/9bZkp7q19f0',
];

const recordingPath = (index: number) => fileURLToPath(new URL(`./audio/demo-${index + 1}.webm`, import.meta.url));
const HOUR = 3_600_000;

export async function seedSeds(tx: Tx, people: DemoPeople, storage: AudioStorage, now: Date): Promise<void> {
  for (const [index, userId] of people.studentIds.entries()) {
    const plan = [
      { recording: index % 4, status: 'listo', ago: 240 },
      { recording: (index + 1) % 4, status: 'listo', ago: 72 },
      { recording: (index + 2) % 4, status: 'pendiente', ago: 1 },
    ];
    for (const [k, item] of plan.entries()) {
      const id = newId();
      const key = `seds/${id}.webm`;
      const temp = storage.tempPath('.webm');
      await copyFile(recordingPath(item.recording), temp);
      await storage.putFile(key, temp);
      const recording = RECORDINGS[item.recording]!;
      const analysis = analyzeSpeech(recording.script, recording.seconds);
      const created = new Date(now.getTime() - item.ago * HOUR);
      await tx.insert(seds).values({
        id,
        user_id: userId,
        video_url: VIDEOS[(index + k) % VIDEOS.length]!,
        audio_file: key,
        audio_seconds: recording.seconds,
        status: item.status,
        created_at: created,
        updated_at: created,
        ...(item.status === 'listo'
          ? {
              transcription: transcriptText(recording.script),
              total_words: analysis.total_words,
              feedback: feedbackText(analysis),
            }
          : {}),
      });
    }
  }
}
