import { ShieldCheck } from 'lucide-react';
import type { TokenClaims } from '@charla/domain/auth';
import { formatDateTime, formatLongDateTime } from '@charla/domain/time';
import { DetailsList } from '@/components/details-list';
import { SectionCard } from '@/components/section-card';
import { roleLabel } from '@charla/domain/roles';

/** What the session token says (read on the client, for information only). */
export function SessionSection({ claims }: { claims: TokenClaims }) {
  return (
    <SectionCard title="Información de Sesión" icon={<ShieldCheck className="size-5" />}>
      <DetailsList
        items={[
          { label: 'Rol de la sesión', value: roleLabel({ name: claims.role_name }) },
          { label: 'Recursos habilitados', value: claims.granted_resources.length },
          { label: 'Sesión iniciada', value: formatDateTime(claims.iat * 1000) },
          { label: 'La sesión expira', value: formatLongDateTime(claims.exp * 1000) },
        ]}
      />
    </SectionCard>
  );
}
