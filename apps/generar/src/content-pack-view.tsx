import { type ContentPack, PACK_SECTIONS } from '@replica/api-client';
import { ActionRow, Button, useTexts } from '@replica/ui';
import styled from 'styled-components';
import { industryName, packFileName, packJson, packMarkdown } from './content-pack-text';
import { downloadFile } from './download-file';
import { PackSectionView } from './pack-section';
import { texts } from './texts';

export type ContentPackViewProps = { pack: ContentPack; industry: string };

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.md};
`;

const Heading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

const Sections = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.lg};
`;

/** A generated pack: its downloads (Markdown, JSON) and its six sections. */
export function ContentPackView({ pack, industry }: ContentPackViewProps) {
  const t = useTexts(texts);
  return (
    <Sections>
      <Toolbar>
        <Heading>{t.packHeading(industryName(industry, t.pack))}</Heading>
        <ActionRow>
          <Button
            type="button"
            variant="secondary"
            onClick={() =>
              downloadFile(
                packFileName(industry, 'md'),
                packMarkdown(pack, industry, t.pack),
                'text/markdown;charset=utf-8',
              )
            }
          >
            {t.downloadMarkdown}
          </Button>
          <Button
            type="button"
            variant="secondary"
            onClick={() =>
              downloadFile(
                packFileName(industry, 'json'),
                packJson(pack, industry),
                'application/json;charset=utf-8',
              )
            }
          >
            {t.downloadJson}
          </Button>
        </ActionRow>
      </Toolbar>
      {PACK_SECTIONS.map((section) => (
        <PackSectionView key={section} pack={pack} section={section} />
      ))}
    </Sections>
  );
}
