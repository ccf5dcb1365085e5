// Instead of a blank page when a section fails to render or its code cannot be fetched, say so in
// Spanish and offer a way out (docs/decisions/016).
import { Component, type ReactNode } from 'react';
import { Link } from 'react-router';
import { CircleAlert } from 'lucide-react';
import { Button, buttonClass } from '@/components/button';
import { paths } from '@/lib/paths';
import { ChunkLoadError } from './lazy-area';

export const SECTION_ERROR_MESSAGE = 'Algo salió mal al cargar esta sección.';
export const CHUNK_ERROR_MESSAGE =
  'No se pudo descargar esta sección. Puede que Charla se haya actualizado: recarga la página para continuar.';

interface Props {
  children: ReactNode;
  /** A change of this value (the location) clears the error, so navigating away recovers. */
  resetKey: string;
  /** Reloads the page; replaceable in tests. */
  reload?: () => void;
}

interface State {
  error: unknown;
  errorKey: string | null;
}

export class AreaErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, errorKey: null };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (state.error === null) return null;
    if (state.errorKey === null) return { errorKey: props.resetKey };
    return state.errorKey === props.resetKey ? null : { error: null, errorKey: null };
  }

  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    const isChunkError = error instanceof ChunkLoadError;
    const reload = this.props.reload ?? (() => window.location.reload());
    return (
      <div role="alert" className="mx-auto flex max-w-md flex-col items-center py-12 text-center">
        <CircleAlert aria-hidden="true" className="mb-4 size-12 text-red-700" />
        <p className="text-lg font-semibold text-slate-900">
          {isChunkError ? CHUNK_ERROR_MESSAGE : SECTION_ERROR_MESSAGE}
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          {isChunkError ? <Button onClick={reload}>Recargar página</Button> : null}
          <Link to={paths.home} className={buttonClass(isChunkError ? 'secondary' : 'primary')}>
            Volver al inicio
          </Link>
        </div>
      </div>
    );
  }
}
