import type { ContentPack, PackSection } from '@replica/api-client';
import { Card, CopyButton, useTexts } from '@replica/ui';
import { useId } from 'react';
import styled from 'styled-components';
import { sectionItemTexts, sectionMarkdown } from './content-pack-text';
import { PackItem } from './pack-item';
import { texts } from './texts';

export type PackSectionViewProps = { pack: ContentPack; section: PackSection };

const Header = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.md};
  margin-bottom: ${({ theme }) => theme.spacing.md};
`;

const Heading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Items = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.md};
  padding: ${({ theme }) => theme.spacing.sm} 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};

  & > :first-child {
    flex: 1;
    min-width: 0;
  }
`;

/** One section of the pack: its heading with the count, a copy of the whole section, and each item with its own copy button. */
export function PackSectionView({ pack, section }: PackSectionViewProps) {
  const t = useTexts(texts);
  const headingId = useId();
  const name = t.pack.sections[section];
  const itemTexts = sectionItemTexts(pack, section, t.pack);

  return (
    <Card aria-labelledby={headingId} data-section={section}>
      <Header>
        <Heading id={headingId}>
          {name} ({itemTexts.length})
        </Heading>
        <CopyButton
          text={sectionMarkdown(pack, section, t.pack)}
          label={t.copySection}
          copiedLabel={t.copied}
          failedLabel={t.copyFailed}
          aria-label={t.copyWholeSection(name)}
        />
      </Header>
      <Items>
        {itemTexts.map((itemText, index) => (
          <Item key={index}>
            <PackItem pack={pack} section={section} index={index} />
            <CopyButton
              text={itemText}
              label={t.copy}
              copiedLabel={t.copied}
              failedLabel={t.copyFailed}
              aria-label={t.copyItem(name, index + 1)}
            />
          </Item>
        ))}
      </Items>
    </Card>
  );
}
