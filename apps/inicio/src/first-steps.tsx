import type { DashboardMetrics } from '@replica/api-client';
import { screenPath } from '@replica/api-client/screen-path';
import { Banner, Button, Card, JobProgress, useTexts } from '@replica/ui';
import { Link } from '@replica/ui/router';
import styled from 'styled-components';
import { firstStepsTexts } from './first-steps-texts';
import type { useSampleData } from './use-sample-data';

type StepName = 'import' | 'analyse' | 'report' | 'pack';

/** Each step, the screen where it is done, and whether it is. */
function stepsOf(metrics: DashboardMetrics, reportRead: boolean) {
  return [
    { name: 'import', path: screenPath('ingesta'), done: metrics.opinions > 0 },
    { name: 'analyse', path: screenPath('opiniones'), done: metrics.rootObjections > 0 },
    { name: 'report', path: screenPath('reporte'), done: reportRead },
    { name: 'pack', path: screenPath('generar'), done: metrics.templates > 0 },
  ] satisfies ReadonlyArray<{ name: StepName; path: string; done: boolean }>;
}

/** Whether every first step is done: then the card is not shown. */
export function firstStepsDone(metrics: DashboardMetrics, reportRead: boolean): boolean {
  return stepsOf(metrics, reportRead).every((step) => step.done);
}

const Box = styled(Card)`
  margin-bottom: ${({ theme }) => theme.spacing.lg};
`;

const Heading = styled.span`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.md};
`;

const Count = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 400;
  color: ${({ theme }) => theme.colors.muted};
`;

const Steps = styled.ol`
  margin: 0;
  padding-left: ${({ theme }) => theme.spacing.xl};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xs};
`;

const Step = styled.li<{ $done: boolean }>`
  color: ${({ theme, $done }) => ($done ? theme.colors.muted : theme.colors.text)};
  text-decoration: ${({ $done }) => ($done ? 'line-through' : 'none')};
`;

const Sample = styled.div`
  margin-top: ${({ theme }) => theme.spacing.lg};
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.spacing.sm};

  p {
    margin: 0;
  }
`;

export interface FirstStepsProps {
  metrics: DashboardMetrics;
  reportRead: boolean;
  /** 'Probar con datos de ejemplo', offered while the workspace has no comments at all. */
  sample: ReturnType<typeof useSampleData> | null;
}

/**
 * 'Primeros pasos': import, analyse, read the report, make a pack, each ticked as it happens
 * and linking to where it is done; in an empty workspace, the offer to load sample data.
 */
export function FirstSteps({ metrics, reportRead, sample }: FirstStepsProps) {
  const t = useTexts(firstStepsTexts);
  const steps = stepsOf(metrics, reportRead);
  const done = steps.filter((step) => step.done).length;
  return (
    <Box
      data-testid="first-steps"
      title={
        <Heading>
          {t.title}
          <Count>{t.progress(done, steps.length)}</Count>
        </Heading>
      }
    >
      <Steps>
        {steps.map((step) => (
          <Step key={step.name} $done={step.done}>
            <Link to={step.path}>{t.steps[step.name]}</Link>
            {step.done && ` (${t.stepDone})`}
          </Step>
        ))}
      </Steps>
      {sample && (
        <Sample>
          <strong>{t.sampleTitle}</strong>
          <p>{t.sampleHelp}</p>
          {sample.running ? (
            <JobProgress
              label={t.sampleProgress}
              done={sample.running.done}
              total={sample.running.total}
            />
          ) : (
            <Button busy={sample.busy} onClick={() => void sample.load()}>
              {sample.busy ? t.sampleLoading : t.sampleLoad}
            </Button>
          )}
          {sample.error && <Banner tone="error">{`${t.sampleFailed}: ${sample.error}`}</Banner>}
        </Sample>
      )}
    </Box>
  );
}
