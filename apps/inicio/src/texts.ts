export const texts = {
  title: 'RÉPLICA',
  badge: 'Live Intelligence',
} as const;
