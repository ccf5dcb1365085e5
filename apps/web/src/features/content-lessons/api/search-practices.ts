// GET /practices?page_number=&page_size=10&q= (spec part 2 §7): the practices a lesson may link,
// searched by title on the server, ten at a time through the resource list kit.
import type { Practice } from '@charla/domain/practices';
import { useResourceList } from '@/components/resource-list/use-resource-list';

export function usePracticeSearch(q: string) {
  return useResourceList<Practice>('practices', q ? { q } : {});
}
