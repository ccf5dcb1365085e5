import { KeyRound } from 'lucide-react';
import type { Role } from '@charla/domain/roles';
import { DetailsList } from '@/components/details-list';
import { SectionCard } from '@/components/section-card';
import { roleLabel } from '@charla/domain/roles';
import { SectionState } from './section-state';

interface RoleSectionProps {
  role: Role | undefined;
  isLoading: boolean;
  isError: boolean;
}

/** Resources for which the role grants at least one action. */
function countResourcesWithPermissions(role: Role): number {
  return Object.values(role.permissions ?? {}).filter((actions) => Array.isArray(actions) && actions.length > 0).length;
}

export function RoleSection({ role, isLoading, isError }: RoleSectionProps) {
  return (
    <SectionCard title="Rol y Permisos" icon={<KeyRound className="size-5" />}>
      <SectionState isLoading={isLoading} isError={isError || !role}>
        {role ? (
          <DetailsList
            items={[
              { label: 'Rol', value: roleLabel(role) },
              { label: 'Recursos con permisos', value: countResourcesWithPermissions(role) },
            ]}
          />
        ) : null}
      </SectionState>
    </SectionCard>
  );
}
