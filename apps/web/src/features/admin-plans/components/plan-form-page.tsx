// /admin/plans/create and /admin/plans/{id}/edit (spec part 2 §2: create versus edit is decided by the
// route's id). Editing loads the plan first; a plan that can't be loaded is 'Error al cargar el plan'
// and back to /admin/plans (spec §8).
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import toast from 'react-hot-toast';
import { PageHeader } from '@/components/page-header';
import { ApiError } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { usePlan } from '../api/get-plan';
import { PlanForm } from './plan-form';
import { PLAN_FORM_TEXTS as T } from './texts';

const LOAD_ERROR_TOAST_ID = 'plan-editor-load-error';

function EditPlan({ id }: { id: string }) {
  const navigate = useNavigate();
  const query = usePlan(id);
  const plan = query.data;

  // A failed load is said once and the screen left; a failed background refresh keeps the form as typed.
  const error = plan ? null : query.error;
  useEffect(() => {
    if (!error) return;
    if (error instanceof ApiError && error.status === 401) return;
    toast.error(T.loadError, { id: LOAD_ERROR_TOAST_ID });
    navigate(paths.admin.plans.list, { replace: true });
  }, [error, navigate]);

  if (!plan) {
    return (
      <p role="status" className="text-slate-600">
        {T.loading}
      </p>
    );
  }
  return <PlanForm plan={plan} />;
}

export function PlanFormPage() {
  const { id } = useParams();
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader title={id ? T.editTitle : T.createTitle} />
      {/* Keyed by the id: another plan is a fresh form, never the last one's values. */}
      {id ? <EditPlan key={id} id={id} /> : <PlanForm />}
    </div>
  );
}
