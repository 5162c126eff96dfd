import type { ContentPack, PackSection } from '@replica/api-client';
import { useTexts } from '@replica/ui';
import { Fragment } from 'react';
import styled from 'styled-components';
import { SCRIPT_PARTS, scriptPartLabel, scriptPartText } from './content-pack-text';
import { texts } from './texts';

export type PackItemProps = { pack: ContentPack; section: PackSection; index: number };

const Text = styled.p`
  margin: 0;
  white-space: pre-wrap;
`;

const ItemTitle = styled.h3`
  margin: 0 0 ${({ theme }) => theme.spacing.xs};
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

const Bullets = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.spacing.lg};
`;

const Fields = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => theme.spacing.xs} ${({ theme }) => theme.spacing.md};
  margin: 0;

  dt {
    font-weight: 600;
    color: ${({ theme }) => theme.colors.muted};
  }

  dd {
    margin: 0;
    white-space: pre-wrap;
  }
`;

/** One item of a content pack section, laid out for its kind. */
export function PackItem({ pack, section, index }: PackItemProps) {
  const { pack: labels } = useTexts(texts);
  switch (section) {
    case 'titulos':
      return <Text>{pack.titulos[index]}</Text>;
    case 'copy_bullets':
      return <Text>{pack.copy_bullets[index]}</Text>;
    case 'angulos': {
      const angle = pack.angulos[index]!;
      return (
        <div>
          <ItemTitle>{angle.titulo}</ItemTitle>
          <Bullets>
            {angle.bullets.map((bullet, i) => (
              <li key={i}>{bullet}</li>
            ))}
          </Bullets>
        </div>
      );
    }
    case 'guiones_video': {
      const script = pack.guiones_video[index]!;
      return (
        <div>
          <ItemTitle>{labels.script(index + 1)}</ItemTitle>
          <Fields>
            {SCRIPT_PARTS.map((part) => (
              <Fragment key={part}>
                <dt>{scriptPartLabel(part, labels)}</dt>
                <dd>{scriptPartText(script, part)}</dd>
              </Fragment>
            ))}
          </Fields>
        </div>
      );
    }
    case 'lead_magnets': {
      const magnet = pack.lead_magnets[index]!;
      return (
        <div>
          <ItemTitle>{magnet.titulo}</ItemTitle>
          <Fields>
            <dt>{labels.leadMagnet.tipo}</dt>
            <dd>{magnet.tipo}</dd>
            <dt>{labels.leadMagnet.outline}</dt>
            <dd>{magnet.outline}</dd>
          </Fields>
        </div>
      );
    }
    case 'posts_sociales': {
      const post = pack.posts_sociales[index]!;
      return (
        <Fields>
          <dt>{labels.post.plataforma}</dt>
          <dd>{post.plataforma}</dd>
          <dt>{labels.post.contenido}</dt>
          <dd>{post.contenido}</dd>
          {post.visual_idea && (
            <>
              <dt>{labels.post.visualIdea}</dt>
              <dd>{post.visual_idea}</dd>
            </>
          )}
        </Fields>
      );
    }
  }
}
