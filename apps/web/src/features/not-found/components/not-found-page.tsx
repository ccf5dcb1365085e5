import { Link } from 'react-router';
import { Compass } from 'lucide-react';
import { buttonClass } from '@/components/button';
import { paths } from '@/lib/paths';

interface NotFoundPageProps {
  code?: number;
  title?: string;
  message?: string;
}

/** Spec part 1 §2: default code 404, 'Página no encontrada', link 'Volver al inicio'. */
export function NotFoundPage({
  code = 404,
  title = 'Página no encontrada',
  message = 'La página que buscas no existe.',
}: NotFoundPageProps) {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center py-12 text-center">
      <title>{`${title} · Charla`}</title>
      <Compass aria-hidden="true" className="mb-4 size-12 text-teal-700" />
      <p className="text-6xl font-bold tracking-tight text-teal-800">{code}</p>
      <h1 className="mt-3 text-2xl font-bold text-slate-900">{title}</h1>
      <p className="mt-2 text-slate-600">{message}</p>
      <Link to={paths.home} className={buttonClass('primary', 'mt-8')}>
        Volver al inicio
      </Link>
    </div>
  );
}
