import { sessionAtom } from '@replica/api-client';
import { useAtomValue } from 'jotai';
import { useSearchParams } from '@replica/ui/router';
import { ReportScreen } from './report-screen';
import { useIndustries, useOpeningIndustry } from '@replica/api-client/react';
import { LoadingState } from '@replica/ui';

/**
 * The Reporte screen, exposed to the shell as `reporte/Page`: the industry of `?industry=`, else
 * the one last shown or with most comments.
 */
export default function Page() {
  const [searchParams] = useSearchParams();
  const industry = useOpeningIndustry(searchParams.get('industry'));
  return industry ? <ReportPage industry={industry} /> : <LoadingState />;
}

/** The report of `industry`, with its selector. */
function ReportPage({ industry }: { industry: string }) {
  const session = useAtomValue(sessionAtom);
  const [, setSearchParams] = useSearchParams();
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
