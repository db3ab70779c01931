// Ticket attachments (part2 §5): in create mode a file button (≤ 10 files; type and
// name checked with the SDK's rule before any upload; each uploaded at once, images with the
// server's thumbnail, shown by certification's StoredImage); in view mode the list with a
// download per file. Names are text.
import { type FileRef, rules } from "@fixcloud/sdk";
import { ActionIcon, Anchor, Button, FileButton, Group, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { TICKETS_NS } from "../../../i18n/tickets";
import { ruleMessage } from "../../../shared/rules";
import { notifyWarning } from "../../../shared/notify";
import { useDownloadAttachment, useUploadAttachment } from "../mutations";
import { StoredImage } from "../../certification/public";

const ACCEPT = ".tar,.zip,.rar,.7z,.jpeg,.jpg,.png";

/** One attachment: thumbnail (images), name, and remove (create) or download (view). */
function Row({ file, onRemove }: { file: FileRef; onRemove?: () => void }) {
  const { t } = useTranslation(TICKETS_NS);
  const download = useDownloadAttachment();
  return (
    <Group gap="sm" wrap="nowrap" data-testid="attachment">
      {file.thumDigest ? <StoredImage digest={file.thumDigest} alt={file.name} /> : null}
      {onRemove ? (
        <>
          <Text size="sm">{file.name}</Text>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={t("form.remove", { name: file.name })}
            onClick={onRemove}
          >
            ×
          </ActionIcon>
        </>
      ) : (
        <Anchor
          component="button"
          type="button"
          size="sm"
          aria-label={t("form.download", { name: file.name })}
          onClick={() => download.mutate(file.digest)}
        >
          {file.name}
        </Anchor>
      )}
    </Group>
  );
}

/** Props of {@link Attachments}: the files so far and, in create mode, how they change. */
export interface AttachmentsProps {
  files: readonly FileRef[];
  onChange?: (files: FileRef[]) => void;
  error?: string | undefined;
}

/** The attachments field. */
export function Attachments({ files, onChange, error }: AttachmentsProps) {
  const { t } = useTranslation(TICKETS_NS);
  const upload = useUploadAttachment();
  const add = async (chosen: File[]) => {
    if (!onChange || chosen.length === 0) return;
    const refused = rules.attachments.files([
      ...files.map((f) => ({ name: f.name, size: 0 })),
      ...chosen.map((f) => ({ name: f.name, size: f.size })),
    ]);
    if (refused) {
      notifyWarning(ruleMessage(t, refused) ?? refused);
      return;
    }
    const added: FileRef[] = [];
    for (const file of chosen) {
      const up = await upload.mutateAsync(file).catch(() => null);
      if (!up) break;
      added.push({ digest: up.digest, name: up.fileName, thumDigest: up.thumDigest });
    }
    onChange([...files, ...added]);
  };
  return (
    <Stack gap={6}>
      <Text size="sm" fw={500} id="ticket-attachments">
        {t("field.ticketAttachments", { ns: "sdk" })}
      </Text>
      {onChange ? (
        <>
          <Text size="xs" c="dimmed">
            {t("form.attachHint")}
          </Text>
          <Group>
            <FileButton onChange={(f) => void add(f)} accept={ACCEPT} multiple>
              {(props) => (
                <Button variant="default" size="xs" loading={upload.isPending} {...props}>
                  {t("form.attach")}
                </Button>
              )}
            </FileButton>
          </Group>
        </>
      ) : null}
      {files.length === 0 && !onChange ? <Text size="sm">{t("form.noAttachments")}</Text> : null}
      {files.map((f, i) => (
        <Row
          // The same file may be attached twice: the digest alone is not unique here.
          // biome-ignore lint/suspicious/noArrayIndexKey: rows are removed by position
          key={`${f.digest}-${i}`}
          file={f}
          onRemove={onChange ? () => onChange(files.filter((_, j) => j !== i)) : undefined}
        />
      ))}
      {error ? (
        <Text size="xs" c="red" role="alert">
          {error}
        </Text>
      ) : null}
    </Stack>
  );
}
