import { DEFAULT_INDUSTRY, sessionAtom } from '@replica/api-client';
import { PageHeading } from '@replica/ui';
import { useAtomValue } from 'jotai';
import { useSearchParams } from 'react-router-dom';
import { texts } from './texts';

/** The Reporte screen, exposed to the shell as `reporte/Page`. */
export default function Page() {
  const session = useAtomValue(sessionAtom);
  const [searchParams] = useSearchParams();
  const industry = searchParams.get('industry') || DEFAULT_INDUSTRY;
  return (
    <section
      data-screen="reporte"
      data-industry={industry}
      data-session-user={session.status === 'signed-in' ? session.user.email : undefined}
    >
      <PageHeading
        title={texts.title}
        subtitle={
          <>
            {texts.industry}: <strong data-testid="industry">{industry}</strong>
          </>
        }
      />
    </section>
  );
}
