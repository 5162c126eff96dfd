import { DEFAULT_INDUSTRY, sessionAtom } from '@replica/api-client';
import { useAtomValue } from 'jotai';
import { useSearchParams } from 'react-router-dom';
import { ReportScreen } from './report-screen';
import { useIndustries } from '@replica/api-client/react';

/** The Reporte screen, exposed to the shell as `reporte/Page`. */
export default function Page() {
  const session = useAtomValue(sessionAtom);
  const [searchParams, setSearchParams] = useSearchParams();
  const industry = searchParams.get('industry') || DEFAULT_INDUSTRY;
  const industries = useIndustries();
  return (
    <section
      data-screen="reporte"
      data-industry={industry}
      data-session-user={session.status === 'signed-in' ? session.user.email : undefined}
    >
      <ReportScreen
        key={industry}
        industry={industry}
        industries={industries}
        onIndustryChange={(next) => setSearchParams({ industry: next })}
      />
    </section>
  );
}
