// Demo lessons, practices and homework (DESIGN §10, issue 9): six lessons with markdown notes and
// tasks (headings, lists, a link, an image), a valid video each but one, linked practices; students
// with a current lesson, a completed assignment with tutor feedback and its recording, open ones.
import { copyFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { newId } from '../../lib/ids';
import { lessonHtml } from '../lesson-html';
import type { AudioStorage } from '../../storage/storage';
import { assignments, lessonPractices, lessonSubmissions, lessons, practices, users } from '../schema';
import type { Tx } from '../tx';
import type { DemoPeople } from './people';
import { DEMO_PRACTICES } from './practices';

interface DemoLesson {
  title: string;
  video_url: string;
  notes: string;
  task: string;
  practices: string[];
  /** A passage to read aloud for homework (issue 49), assessed word by word. */
  reading_text?: string;
}

const LESSONS: DemoLesson[] = [
  {
    title: 'Saludos y presentaciones',
    video_url: 'https://www.youtube.com/watch?v=jNQXAC9IVRw',
    notes: `## Saludos formales e informales

- **Hello / Hi** — el saludo más común.
- **Good morning / Good afternoon / Good evening** — según la hora del día.
- **Nice to meet you** — cuando conoces a alguien.

### Presentarte

1. *My name is …*
2. *I'm from …*
3. *I work as a …* / *I study …*

Más ejemplos en el [diccionario de Cambridge](https://dictionary.cambridge.org/).`,
    task: `## Tarea

Graba un audio de **30 a 60 segundos** presentándote en inglés:

- tu nombre y de dónde eres;
- a qué te dedicas;
- una cosa que te gusta hacer los fines de semana.`,
    practices: ['there-their', 'articles'],
  },
  {
    title: 'La rutina diaria',
    video_url: 'https://youtu.be/9bZkp7q19f0',
    notes: `## Presente simple para rutinas

Usamos el presente simple para hábitos: *I **wake up** at seven.*

![Línea de tiempo de un día típico](/images/lessons/daily-routine.svg)

### Adverbios de frecuencia

| Adverbio | Frecuencia |
| --- | --- |
| always | 100 % |
| usually | 80 % |
| often | 60 % |
| never | 0 % |

Van **antes** del verbo principal y **después** de *to be*.`,
    task: `## Tarea

Describe tu rutina de un día entre semana en un audio:

1. a qué hora te levantas;
2. qué desayunas;
3. cómo vas al trabajo o a la escuela;
4. qué haces por la noche.

Usa al menos **tres adverbios de frecuencia**. Después, lee en voz alta el texto de la lección.`,
    practices: ['adverbs-frequency', 'magic-e'],
    reading_text:
      "I usually wake up at seven o'clock. First I have a shower and get dressed, then I eat breakfast with my " +
      'family. I always drink a cup of coffee before I leave. I take the bus to work, and I often read a book on ' +
      'the way. In the evening I cook dinner, watch a little television and go to bed at eleven.',
  },
  {
    title: 'El pasado simple',
    video_url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    notes: `## Verbos regulares e irregulares

- Regulares: agregan **-ed** → *walk → walked*, *play → played*.
- Irregulares: se aprenden de memoria → *go → went*, *see → saw*, *eat → ate*.

### Pronunciación de -ed

- /t/ después de sonidos sordos: *walked*
- /d/ después de sonidos sonoros: *played*
- /ɪd/ después de t y d: *wanted*`,
    task: `## Tarea

Cuenta en un audio **qué hiciste el fin de semana pasado**. Incluye al menos cinco verbos en pasado,
dos de ellos irregulares.`,
    practices: ['irregular-past', 'present-to-past'],
  },
  {
    title: 'Planes para el futuro',
    video_url: 'https://www.youtube.com/embed/jNQXAC9IVRw',
    notes: `## Will y going to

- **will**: decisiones del momento y predicciones → *I think it will rain.*
- **going to**: planes ya decididos → *I'm going to visit my aunt.*

> Consejo: en conversación, *going to* suena como *gonna*.`,
    task: `## Tarea

Habla de **tres planes** que tienes para el próximo mes y de una predicción sobre el futuro.`,
    practices: ['present-to-future', 'time-words'],
  },
  {
    title: 'De compras',
    video_url: 'https://www.youtube.com/shorts/9bZkp7q19f0',
    notes: `## Frases útiles en una tienda

- *How much is this?*
- *Do you have it in a bigger size?*
- *Can I pay by card?*

### Vocabulario

- receipt — recibo
- fitting room — probador
- discount — descuento`,
    task: `## Tarea

Graba un diálogo corto (puedes hacer las dos voces) en el que compras ropa y preguntas el precio y la talla.`,
    practices: ['everyday-things', 'prepositions-place'],
  },
  {
    title: 'Los sonidos del inglés',
    // Not a video link of the video service: the lesson shows 'Video URL no válida'.
    video_url: 'https://example.com/videos/sonidos-del-ingles',
    notes: `## Letras que no suenan

En inglés muchas letras se escriben pero **no se pronuncian**:

- la *k* en **kn**: *knee*, *know*
- la *b* después de *m*: *lamb*, *climb*
- la *e* final: *cake*, *home*

Escucha los ejemplos en el [diccionario de Oxford](https://www.oxfordlearnersdictionaries.com/).`,
    task: `## Tarea

Lee en voz alta estas palabras y grábate: *knee, lamb, write, cake, home, island*.`,
    practices: ['silent-letters', 'animals-emoji'],
  },
];

const HOUR = 3_600_000;
const DEMO_RECORDING = fileURLToPath(new URL('./audio/demo-1.webm', import.meta.url));

export async function seedLessons(tx: Tx, people: DemoPeople, storage: AudioStorage | undefined, now: Date) {
  const practiceIds: Record<string, string> = {};
  for (const practice of DEMO_PRACTICES) {
    practiceIds[practice.key] = newId();
    const { key: _key, ...fields } = practice;
    await tx.insert(practices).values({ id: practiceIds[practice.key]!, ...fields });
  }

  const lessonIds: string[] = [];
  for (const lesson of LESSONS) {
    const id = newId();
    lessonIds.push(id);
    const { practices: linked, ...fields } = lesson;
    await tx.insert(lessons).values({ id, ...fields, ...lessonHtml(fields) });
    await tx
      .insert(lessonPractices)
      .values(linked.map((key, position) => ({ lesson_id: id, practice_id: practiceIds[key]!, position })));
  }

  const [first, second, third, fourth] = people.studentIds;
  const [tutor1, tutor2] = people.tutorUserIds;
  const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * HOUR);
  // Student 1: lesson 1 done with feedback and a recording, lesson 2 open (current).
  // Student 2: lesson 3 done, not yet reviewed (a recording when storage is there), lesson 1 open (current).
  // Students 3 and 4: one open lesson each. Student 5 has none (the empty state).
  const plan = [
    { student: first!, lesson: 0, by: tutor1!, created: 240, done: 200, feedback: FEEDBACK },
    { student: first!, lesson: 1, by: tutor1!, created: 48 },
    { student: second!, lesson: 2, by: tutor1!, created: 120, done: 30 },
    { student: second!, lesson: 0, by: tutor1!, created: 24 },
    { student: third!, lesson: 3, by: tutor2!, created: 72 },
    { student: fourth!, lesson: 4, by: tutor2!, created: 12 },
  ];
  for (const item of plan) {
    const id = newId();
    const lessonId = lessonIds[item.lesson]!;
    const completed = item.done !== undefined && storage !== undefined;
    await tx.insert(assignments).values({
      id,
      lesson_id: lessonId,
      user_id: item.student,
      assigned_by: item.by,
      created_at: at(item.created),
      updated_at: at(item.done ?? item.created),
      completed_at: completed ? at(item.done!) : null,
      feedback: completed ? (item.feedback ?? null) : null,
    });
    if (completed) await seedSubmission(tx, storage, id, item.student, at(item.done!));
    await tx.update(users).set({ current_lesson_id: lessonId }).where(eq(users.id, item.student));
  }
}

const FEEDBACK = `¡Muy buena presentación! Tu pronunciación de "weekend" es clara.
Cuida la tercera persona: "she likes", no "she like". Para la próxima, intenta hablar un poco más despacio.`;

async function seedSubmission(tx: Tx, storage: AudioStorage, assignmentId: string, userId: string, created: Date) {
  const id = newId();
  const key = `submissions/${id}.webm`;
  const temp = storage.tempPath('.webm');
  await copyFile(DEMO_RECORDING, temp);
  await storage.putFile(key, temp);
  await tx.insert(lessonSubmissions).values({
    id,
    assignment_id: assignmentId,
    user_id: userId,
    audio_file: key,
    audio_seconds: 9.565,
    created_at: created,
    updated_at: created,
  });
}
