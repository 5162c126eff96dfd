export * from './core';
export * from './icons/icons';
export { deferred } from './lazy/deferred';
export type { DeferredProps } from './lazy/deferred';

export { Badge } from './components/badge/badge';
export type { BadgeProps, BadgeTone } from './components/badge/badge';
export { Card } from './components/card/card';
export type { CardProps } from './components/card/card';
export { PageHeading } from './components/page-heading/page-heading';
export type { PageHeadingProps } from './components/page-heading/page-heading';
export { COPY_FEEDBACK_MS, CopyButton } from './components/copy-button/copy-button';
export type { CopyButtonProps } from './components/copy-button/copy-button';
export { ConfirmDialog } from './components/confirm-dialog/confirm-dialog';
export type { ConfirmDialogProps } from './components/confirm-dialog/confirm-dialog';
export {
  DataTable,
  HeaderCell,
  NumericCell,
  TableCaption,
  TableScroll,
} from './components/data-table/data-table';
export type { DataTableProps } from './components/data-table/data-table';
export { Dialog } from './components/dialog/dialog';
export type { DialogProps } from './components/dialog/dialog';
export { FormDialog } from './components/form-dialog/form-dialog';
export type { FormDialogProps } from './components/form-dialog/form-dialog';
export { Disclosure } from './components/disclosure/disclosure';
export type { DisclosureProps } from './components/disclosure/disclosure';
export { EmptyState } from './components/empty-state/empty-state';
export type { EmptyStateProps } from './components/empty-state/empty-state';
export { IdeaCard } from './components/idea-card/idea-card';
export type { IdeaCardProps } from './components/idea-card/idea-card';
export { IndustrySelector } from './components/industry-selector/industry-selector';
export type { IndustrySelectorProps } from './components/industry-selector/industry-selector';
export { LanguageToggle } from './components/language-toggle/language-toggle';
export type { LanguageToggleProps } from './components/language-toggle/language-toggle';
export { LiveMessages } from './components/live-messages/live-messages';
export type { LiveMessagesProps } from './components/live-messages/live-messages';
export { MeterBar } from './components/meter-bar/meter-bar';
export type { MeterBarProps } from './components/meter-bar/meter-bar';
export { Skeleton, SkeletonLine } from './components/skeleton/skeleton';
export type { SkeletonProps } from './components/skeleton/skeleton';
export { ReadOnlyNote } from './components/read-only-note/read-only-note';
export type { ReadOnlyNoteProps } from './components/read-only-note/read-only-note';
export { ProgressBar } from './components/progress-bar/progress-bar';
export type { ProgressBarProps } from './components/progress-bar/progress-bar';
export { JobProgress, useFallbackLine } from './components/job-progress/job-progress';
export type { JobProgressProps } from './components/job-progress/job-progress';
export { SelectField } from './components/select-field/select-field';
export type { SelectFieldProps, SelectOption } from './components/select-field/select-field';
export { Tabs } from './components/tabs/tabs';
export type { TabItem, TabsProps } from './components/tabs/tabs';
export { FileDropZone } from './components/file-drop-zone/file-drop-zone';
export type { FileDropZoneProps } from './components/file-drop-zone/file-drop-zone';
export { TextAreaField } from './components/text-area-field/text-area-field';
export type { TextAreaFieldProps } from './components/text-area-field/text-area-field';

export {
  FloatingActions,
  floatingActionsClearance,
} from './components/floating-actions/floating-actions';
export type {
  FloatingAction,
  FloatingActionsProps,
} from './components/floating-actions/floating-actions';
export { IndustryCard, citiesLine } from './components/industry-card/industry-card';
export type {
  IndustryCardLabels,
  IndustryCardProps,
  IndustryCardSummary,
} from './components/industry-card/industry-card';
export { GENERIC_INDUSTRY_ICON, industryIcon } from './components/industry-card/industry-icon';
export { MetricCard } from './components/metric-card/metric-card';
export type { MetricCardProps } from './components/metric-card/metric-card';
export { StatusBadge, isHighlightedStatus } from './components/status-badge/status-badge';
export type { StatusBadgeProps } from './components/status-badge/status-badge';

export { AnalysisTag, RULES_METHOD, methodLabel } from './components/analysis-tag/analysis-tag';
export type { AnalysisTagLabels, AnalysisTagProps } from './components/analysis-tag/analysis-tag';
export { Checkbox } from './components/checkbox/checkbox';
export type { CheckboxProps } from './components/checkbox/checkbox';

export { ActionRow } from './components/action-row/action-row';
export type { ActionRowProps } from './components/action-row/action-row';
export { InlineForm } from './components/inline-form/inline-form';
export { Hint } from './components/hint/hint';
export { TitledSection } from './components/titled-section/titled-section';
export type { TitledSectionProps } from './components/titled-section/titled-section';
export { VisuallyHidden, visuallyHidden } from './components/visually-hidden/visually-hidden';

export { narrowScreen } from './theme/narrow-screen';
export { roleNames } from './i18n/role-names';
export type { RoleName } from './i18n/role-names';
export {
  formatCount,
  formatOneDecimal,
  formatPercent,
  formatUpToOneDecimal,
  plural,
} from './i18n/format';
export { formatDate, formatDateTime, formatTime } from './i18n/dates';
export { useFocusWhenLost } from './focus/use-focus-when-lost';
