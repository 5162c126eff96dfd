import { Badge } from '../badge/badge';

export type StatusBadgeProps = {
  /** An industry's status as stored, e.g. 'ACTIVO' or 'NUEVO'. */
  status: string;
  className?: string;
};

/** ACTIVO is the one status the dashboard highlights; any other stays neutral. */
export function isHighlightedStatus(status: string): boolean {
  return status.trim().toUpperCase() === 'ACTIVO';
}

/**
 * An industry's status, with ACTIVO highlighted.
 *
 * @example
 * <StatusBadge status={summary.status} />
 */
export function StatusBadge({ status, className }: StatusBadgeProps) {
  const highlighted = isHighlightedStatus(status);
  return (
    <span data-highlighted={highlighted} className={className}>
      <Badge tone={highlighted ? 'primary' : 'neutral'}>{status}</Badge>
    </span>
  );
}
