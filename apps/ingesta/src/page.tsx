import { DEFAULT_INDUSTRY, sessionAtom } from '@replica/api-client';
import {
  LoadingState,
  PageHeading,
  ReadOnlyNote,
  Tabs,
  deferred,
  roleNames,
  useTexts,
} from '@replica/ui';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useSearchParams } from '@replica/ui/router';
import { BulkTab } from './bulk/bulk-tab';
import { ManualTab } from './manual/manual-tab';
import { Stack } from './layout';
import { ingestaTexts } from './texts';
import { useCurrentWorkspace, useIndustries } from '@replica/api-client/react';

// The tabs past the first two come with their first opening: the screen's first open fetches
// the manual and bulk forms only (a screen's first open has a 30 KB budget).
const FileTab = deferred(() => import('./file/file-tab').then((m) => m.FileTab));
const ScrapingTab = deferred(() => import('./scraping/scraping-tab').then((m) => m.ScrapingTab));
const ApifyRunsList = deferred(() =>
  import('./scraping/apify-runs-list').then((m) => m.ApifyRunsList),
);
const WatchingTab = deferred(() => import('./watching/watching-tab').then((m) => m.WatchingTab));

type TabId = 'manual' | 'file' | 'bulk' | 'scraping' | 'watching';

/**
 * The Ingesta screen, exposed to the shell as `ingesta/Page`. Its forms wait for the member's
 * role: a role that may not import sees why, and the recent scraping runs, instead.
 */
export default function Page() {
  const t = useTexts(ingestaTexts);
  const roles = useTexts(roleNames);
  const { workspace, can } = useCurrentWorkspace();
  const session = useAtomValue(sessionAtom);
  const [searchParams, setSearchParams] = useSearchParams();
  const industry = searchParams.get('industry') || DEFAULT_INDUSTRY;
  const industries = useIndustries();
  const [tab, setTab] = useState<TabId>('manual');
  // A tab mounts the first time it is opened and then stays, so an import keeps running (and
  // keeps its state) while another tab is open.
  const [opened, setOpened] = useState<ReadonlySet<TabId>>(() => new Set(['manual']));
  const select = (next: TabId) => {
    setTab(next);
    setOpened((current) => (current.has(next) ? current : new Set([...current, next])));
  };

  const chooseIndustry = (next: string) =>
    setSearchParams(
      (params) => {
        params.set('industry', next);
        return params;
      },
      { replace: true },
    );

  const tabs = [
    { id: 'manual', label: t.tabs.manual },
    { id: 'file', label: t.tabs.file },
    { id: 'bulk', label: t.tabs.bulk },
    { id: 'scraping', label: t.tabs.scraping },
    { id: 'watching', label: t.tabs.watching },
  ] as const;
  const shared = { industries, industry, onIndustryChange: chooseIndustry };
  const tabLoading = <LoadingState label={t.loadingTab} />;

  return (
    <section
      data-screen="ingesta"
      data-industry={industry}
      data-session-user={session.status === 'signed-in' ? session.user.email : undefined}
    >
      <PageHeading title={t.title} subtitle={t.subtitle} />
      {workspace && !can('ingest') && (
        <Stack>
          <ReadOnlyNote>{t.readOnly(roles[workspace.role])}</ReadOnlyNote>
          <ApifyRunsList fallback={tabLoading} />
        </Stack>
      )}
      {workspace && can('ingest') && (
        <Tabs label={t.tabsLabel} tabs={tabs} selected={tab} onSelect={select}>
          <div hidden={tab !== 'manual'}>{opened.has('manual') && <ManualTab {...shared} />}</div>
          <div hidden={tab !== 'file'}>
            {opened.has('file') && <FileTab {...shared} fallback={tabLoading} />}
          </div>
          <div hidden={tab !== 'bulk'}>{opened.has('bulk') && <BulkTab {...shared} />}</div>
          <div hidden={tab !== 'scraping'}>
            {opened.has('scraping') && (
              <ScrapingTab
                industries={industries}
                initialIndustry={searchParams.get('industry') ?? ''}
                canScrape={can('scrape')}
                roleName={roles[workspace.role]}
                fallback={tabLoading}
              />
            )}
          </div>
          <div hidden={tab !== 'watching'}>
            {opened.has('watching') && (
              <WatchingTab
                industries={industries}
                canChange={can('scrape')}
                roleName={roles[workspace.role]}
                fallback={tabLoading}
              />
            )}
          </div>
        </Tabs>
      )}
    </section>
  );
}
