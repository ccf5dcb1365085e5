// /content/lessons (spec part 2 §2 "List behaviour common to admin and content lists", §8): pages of
// 10 loaded near the bottom, a title search asked of the server, 'Nueva lección', a row opens its
// edit screen, and delete after the browser's confirm (409 when an assignment uses the lesson: the
// server's reason shows under 'Error al eliminar la lección').
import type { Lesson } from '@charla/domain/lessons';
import { PageHeader } from '@/components/page-header';
import { ResourceList } from '@/components/resource-list/resource-list';
import { paths } from '@/lib/paths';
import { LESSON_LIST_TEXTS as T } from './texts';

export function LessonListPage() {
  return (
    <>
      <PageHeader title={T.title} description={T.description} />
      <ResourceList<Lesson>
        resource="lessons"
        label={T.listLabel}
        rowName={(lesson) => lesson.title}
        editPath={(lesson) => paths.content.lessons.edit(lesson.id)}
        renderDetails={(lesson) => T.linkedCount(lesson.linked_practices.length)}
        create={{ to: paths.content.lessons.create, label: T.create }}
        search={{ label: T.search, placeholder: T.searchPlaceholder }}
        confirm="browser"
        texts={{
          loadError: T.loadError,
          deleteError: T.deleteError,
          deleted: T.deleted,
          empty: T.empty,
          noMatch: T.noMatch,
          end: T.end,
          confirmDelete: (lesson) => T.confirmDelete(lesson.title),
        }}
      />
    </>
  );
}
