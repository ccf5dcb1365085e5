import { UserRound } from 'lucide-react';
import { fallbackUserName, NOT_AVAILABLE, type User } from '@charla/domain/users';
import { DetailsList } from '@/components/details-list';
import { SectionCard } from '@/components/section-card';
import { SectionState } from './section-state';

interface PersonalSectionProps {
  userId: string;
  user: User | undefined;
  isLoading: boolean;
}

/** Name, email and phone, with the spec's fallbacks (part 1 §9) for anything missing. */
export function PersonalSection({ userId, user, isLoading }: PersonalSectionProps) {
  return (
    <SectionCard title="Información Personal" icon={<UserRound className="size-5" />}>
      <SectionState isLoading={isLoading} isError={false}>
        <DetailsList
          items={[
            { label: 'Nombre', value: user?.name?.trim() || fallbackUserName(userId) },
            { label: 'Correo electrónico', value: user?.email?.trim() || NOT_AVAILABLE },
            { label: 'Teléfono', value: user?.phone?.trim() || NOT_AVAILABLE },
          ]}
        />
      </SectionState>
    </SectionCard>
  );
}
