import { sessionAtom } from '@replica/api-client';
import { PageHeading, Badge } from '@replica/ui';
import { useAtomValue } from 'jotai';
import { texts } from './texts';

/** The RÉPLICA screen, exposed to the shell as `inicio/Page`. */
export default function Page() {
  const session = useAtomValue(sessionAtom);
  return (
    <section
      data-screen="inicio"
      data-session-user={session.status === 'signed-in' ? session.user.email : undefined}
    >
      <PageHeading title={texts.title} actions={<Badge tone="neutral">{texts.badge}</Badge>} />
    </section>
  );
}
