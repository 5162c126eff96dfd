import { LanguageToggle, useTexts } from '@replica/ui';
import styled from 'styled-components';
import { inicioTexts } from './texts';

const Footer = styled.footer`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.lg};
  margin-top: ${({ theme }) => theme.spacing.xxl};
  padding-top: ${({ theme }) => theme.spacing.lg};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** The dashboard footer: the ES/EN toggle every screen follows, version and provenance. */
export function DashboardFooter() {
  const t = useTexts(inicioTexts);
  return (
    <Footer>
      <LanguageToggle label={t.languageLabel} />
      <span>{t.version}</span>
      <span>{t.research}</span>
    </Footer>
  );
}
