import type { ReactNode } from 'react';
import { SkeletonLines } from '@/components/skeleton';

/** Spec part 1 §8: any profile section that fails to load. */
export const PROFILE_LOAD_ERROR = 'No se pudo cargar la información del perfil';

interface SectionStateProps {
  isLoading: boolean;
  isError: boolean;
  children: ReactNode;
}

/** Loading skeleton, error line, or the section's content. */
export function SectionState({ isLoading, isError, children }: SectionStateProps) {
  if (isLoading) return <SkeletonLines />;
  if (isError) return <p className="text-red-700">{PROFILE_LOAD_ERROR}</p>;
  return children;
}
