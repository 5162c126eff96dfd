import {
  type CorrectCommentRequest,
  EMOTION_VALUES,
  type InboxItem,
  MAX_PAIN_CLUSTER_LENGTH,
  OBJECTION_TAG_VALUES,
} from '@replica/api-client';
import { FormDialog, SelectField, TextField, useTexts } from '@replica/ui';
import { useRef, useState } from 'react';
import styled from 'styled-components';
import { opinionesTexts } from './texts';

export interface CorrectionDialogProps {
  comment: InboxItem;
  busy: boolean;
  /** Why the last save failed, shown in the dialog. */
  error: string | null;
  /** The page closes the dialog once the correction is stored. */
  onSave: (correction: CorrectCommentRequest) => void;
  onCancel: () => void;
}

const Quote = styled.blockquote`
  margin: 0;
  max-height: 6rem;
  overflow-y: auto;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

/**
 * The hand correction of one comment: objection tag and emotion from the taxonomy, the pain
 * cluster as a short text, prefilled with what the comment has now. A modal dialog: focus starts
 * on the first field, Tab stays inside, Escape cancels, and focus returns where it was.
 */
export function CorrectionDialog({
  comment,
  busy,
  error,
  onSave,
  onCancel,
}: CorrectionDialogProps) {
  const t = useTexts(opinionesTexts);
  const firstFieldRef = useRef<HTMLSelectElement>(null);
  // A label outside the taxonomy (an AI model's own word) starts as the neutral choice.
  const [objectionTag, setObjectionTag] = useState(
    oneOf(OBJECTION_TAG_VALUES, comment.objection_tag) ?? 'otro',
  );
  const [emotion, setEmotion] = useState(oneOf(EMOTION_VALUES, comment.emotion) ?? 'neutral');
  const [painCluster, setPainCluster] = useState(comment.pain_cluster_label ?? '');

  function submit() {
    onSave({
      comment_id: comment.comment_id,
      objection_tag: objectionTag,
      emotion,
      pain_cluster_label: painCluster,
    });
  }

  return (
    <FormDialog
      title={t.correctTitle(comment.comment_id)}
      description={t.correctHelp}
      initialFocus={firstFieldRef}
      busy={busy}
      error={error}
      submitLabel={t.saveCorrection}
      cancelLabel={t.cancel}
      onSubmit={submit}
      onCancel={onCancel}
    >
      <Quote>{comment.text}</Quote>
      <SelectField
        ref={firstFieldRef}
        label={t.objectionField}
        options={OBJECTION_TAG_VALUES}
        value={objectionTag}
        onChange={(event) =>
          setObjectionTag(oneOf(OBJECTION_TAG_VALUES, event.target.value) ?? objectionTag)
        }
      />
      <SelectField
        label={t.emotionField}
        options={EMOTION_VALUES}
        value={emotion}
        onChange={(event) => setEmotion(oneOf(EMOTION_VALUES, event.target.value) ?? emotion)}
      />
      <TextField
        label={t.painClusterField}
        required
        minLength={2}
        maxLength={MAX_PAIN_CLUSTER_LENGTH}
        value={painCluster}
        onChange={(event) => setPainCluster(event.target.value)}
      />
    </FormDialog>
  );
}

function oneOf<Value extends string>(values: readonly Value[], value: string | null) {
  return values.find((candidate) => candidate === value);
}
