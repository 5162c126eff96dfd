import { sessionAtom } from '@replica/api-client';
import { PageHeading } from '@replica/ui';
import { useAtomValue } from 'jotai';
import { texts } from './texts';

/** The Generar Contenido screen, exposed to the shell as `generar/Page`. */
export default function Page() {
  const session = useAtomValue(sessionAtom);
  return (
    <section
      data-screen="generar"
      data-session-user={session.status === 'signed-in' ? session.user.email : undefined}
    >
      <PageHeading title={texts.title} />
    </section>
  );
}
