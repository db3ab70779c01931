// The dialogs of the account list (part1 §2): custom password, batch remark, trial, activation
// setting, edit validity, and the account detail drawer. Loaded on first use.
import { type Account, type LCode, rules, type ServiceType } from "@fixcloud/sdk";
import {
  Alert,
  Button,
  Group,
  Modal,
  NumberInput,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from "@mantine/core";
import { type FormEvent, type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { api } from "../../app/client";
import { AccountDetailDrawer } from "./AccountDetailDrawer";
import { confirm, type DialogState } from "./actions";
import type { AccountMutations } from "./mutations";
import { notifyWarning } from "./notify";
import { type AccountSearch, batchTarget, knownNames, type Selection, selectedCount } from "./selection";
import { Refusal, resolveIds } from "./targets";

export interface DialogContext {
  selectType: ServiceType;
  selection: Selection;
  search: AccountSearch;
  records: Account[];
  mutations: AccountMutations;
}

interface Props {
  state: DialogState;
  ctx: DialogContext;
  onClose: () => void;
}

export default function AccountDialogs({ state, ctx, onClose }: Props) {
  switch (state.kind) {
    case "detail":
      return <AccountDetailDrawer account={state.account} onClose={onClose} />;
    case "password":
      return <CustomPasswordDialog account={state.account} ctx={ctx} onClose={onClose} />;
    case "remark":
      return <BatchRemarkDialog ctx={ctx} onClose={onClose} />;
    case "trial":
      return <TrialDialog ctx={ctx} onClose={onClose} />;
    case "activationType":
      return <ActivationTypeDialog ctx={ctx} onClose={onClose} />;
    case "validity":
      return <ValidityDialog ctx={ctx} onClose={onClose} />;
  }
}

function useLCode() {
  const { t } = useTranslation("services");
  return (code: LCode | null | undefined) => (code ? t(code, { ns: "sdk" }) : undefined);
}

/** A dialog form with a submit and a cancel button. */
function FormDialog({
  title,
  onClose,
  onSubmit,
  busy,
  children,
  testId,
}: {
  title: string;
  onClose: () => void;
  onSubmit: () => void;
  busy: boolean;
  children: ReactNode;
  testId: string;
}) {
  const { t } = useTranslation("services");
  return (
    <Modal opened onClose={onClose} title={title} centered size="md" data-testid={testId}>
      <form
        noValidate
        onSubmit={(e: FormEvent) => {
          e.preventDefault();
          onSubmit();
        }}
      >
        <Stack gap="sm">
          {children}
          <Group justify="flex-end" gap="sm" mt="xs">
            <Button variant="default" onClick={onClose} disabled={busy}>
              {t("confirm.cancel")}
            </Button>
            <Button type="submit" loading={busy}>
              {t("confirm.ok")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

function SelectionNote({ ctx }: { ctx: DialogContext }) {
  const { t } = useTranslation("services");
  return (
    <Text size="sm" c="dimmed">
      {t("dialog.selected", { count: selectedCount(ctx.selection) })}
    </Text>
  );
}

/** Custom password: exactly 8 lowercase letters and digits, mixed (L000333); unchanged → confirm first. */
function CustomPasswordDialog({
  account,
  ctx,
  onClose,
}: {
  account: Account;
  ctx: DialogContext;
  onClose: () => void;
}) {
  const { t } = useTranslation("services");
  const msg = useLCode();
  const [value, setValue] = useState("");
  const [error, setError] = useState<string | undefined>();
  const { password } = ctx.mutations;
  const send = () =>
    password.mutate({ accountId: account.accountId, password: value }, { onSuccess: onClose });
  const submit = () => {
    const code = rules.accounts.customPassword(value);
    setError(msg(code));
    if (code) return;
    const same = rules.accounts.customPasswordSame(value, account.password);
    if (same) confirm(t(same, { ns: "sdk" }), send);
    else send();
  };
  return (
    <FormDialog
      title={t("dialog.password.title", { account: account.accountName })}
      onClose={onClose}
      onSubmit={submit}
      busy={password.isPending}
      testId="dialog-password"
    >
      <TextInput
        label={t("dialog.password.label")}
        description={t("dialog.password.hint")}
        value={value}
        maxLength={8}
        autoComplete="off"
        data-autofocus
        error={error}
        onChange={(e) => {
          setValue(e.currentTarget.value);
          setError(undefined);
        }}
      />
    </FormDialog>
  );
}

/** Batch remark: required, at most 20 characters (L000618/L000619). */
function BatchRemarkDialog({ ctx, onClose }: { ctx: DialogContext; onClose: () => void }) {
  const { t } = useTranslation("services");
  const msg = useLCode();
  const [value, setValue] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [resolving, setResolving] = useState(false);
  const submit = async () => {
    const code = rules.accounts.batchRemark(value);
    setError(msg(code));
    if (code) return;
    const { selectType, selection, search, records, mutations } = ctx;
    setResolving(true);
    try {
      const ids = await resolveIds(selectType, selection, search);
      const accountRemark = value.trim();
      mutations.runBatch(
        {
          action: "remark",
          run: () => api.accounts.setRemark({ selectType, ids, accountRemark }),
          names: knownNames(selection, records),
        },
        { onSuccess: onClose },
      );
    } catch (err) {
      if (err instanceof Refusal) notifyWarning(err.message);
      else throw err;
    } finally {
      setResolving(false);
    }
  };
  return (
    <FormDialog
      title={t("dialog.remark.title")}
      onClose={onClose}
      onSubmit={() => void submit()}
      busy={resolving || ctx.mutations.batchPending}
      testId="dialog-remark"
    >
      <SelectionNote ctx={ctx} />
      <TextInput
        label={t("dialog.remark.label")}
        withAsterisk
        value={value}
        data-autofocus
        error={error}
        rightSection={
          <Text size="xs" c="dimmed">
            {[...value.trim()].length}/20
          </Text>
        }
        rightSectionWidth={44}
        onChange={(e) => {
          setValue(e.currentTarget.value);
          setError(undefined);
        }}
      />
    </FormDialog>
  );
}

/** Enable trial: trial days, a positive integer (L000366); the server checks eligibility first. */
function TrialDialog({ ctx, onClose }: { ctx: DialogContext; onClose: () => void }) {
  const { t } = useTranslation("services");
  const msg = useLCode();
  const [days, setDays] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [refused, setRefused] = useState<string | null>(null);
  const { trialCheck, runBatch } = ctx.mutations;
  const submit = () => {
    const code = rules.accounts.trialDays(days);
    setError(msg(code));
    if (code) return;
    const { selectType, selection, search, records } = ctx;
    const target = batchTarget(selectType, selection, search);
    trialCheck.mutate(target, {
      onSuccess: (check) => {
        if (!check.allowed) return setRefused(check.message);
        runBatch(
          {
            action: "trialOn",
            run: () =>
              api.accounts.setTrial({ ...target, silentSwitchStatus: 1, trialDays: Number(days.trim()) }),
            names: knownNames(selection, records),
          },
          { onSuccess: onClose },
        );
      },
    });
  };
  return (
    <FormDialog
      title={t("dialog.trial.title")}
      onClose={onClose}
      onSubmit={submit}
      busy={trialCheck.isPending || ctx.mutations.batchPending}
      testId="dialog-trial"
    >
      <SelectionNote ctx={ctx} />
      {refused && (
        <Alert color="yellow" variant="light">
          {refused}
        </Alert>
      )}
      <TextInput
        label={t("dialog.trial.days")}
        withAsterisk
        inputMode="numeric"
        value={days}
        data-autofocus
        error={error}
        rightSection={
          <Text size="xs" c="dimmed">
            {t("sdk:timeUnit.day")}
          </Text>
        }
        rightSectionWidth={48}
        onChange={(e) => {
          setDays(e.currentTarget.value);
          setError(undefined);
        }}
      />
    </FormDialog>
  );
}

/** Activation setting: manual (console) or automatic (first terminal connection), part1 §4. */
function ActivationTypeDialog({ ctx, onClose }: { ctx: DialogContext; onClose: () => void }) {
  const { t } = useTranslation("services");
  const [value, setValue] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();
  const submit = () => {
    const code = rules.accounts.activationType(value);
    if (code) return setError(t("dialog.activationType.required"));
    const { selectType, selection, search, records, mutations } = ctx;
    const target = batchTarget(selectType, selection, search);
    mutations.runBatch(
      {
        action: "activationType",
        run: () => api.accounts.setActivationType({ ...target, activationType: value === "2" ? 2 : 1 }),
        names: knownNames(selection, records),
      },
      { onSuccess: onClose },
    );
  };
  return (
    <FormDialog
      title={t("dialog.activationType.title")}
      onClose={onClose}
      onSubmit={submit}
      busy={ctx.mutations.batchPending}
      testId="dialog-activation-type"
    >
      <SelectionNote ctx={ctx} />
      <Radio.Group
        label={t("dialog.activationType.label")}
        withAsterisk
        value={value}
        error={error}
        onChange={(v) => {
          setValue(v);
          setError(undefined);
        }}
      >
        <Stack gap="xs" mt="xs">
          <Radio
            value="1"
            label={t("sdk:activationType.1")}
            description={t("dialog.activationType.manualHint")}
          />
          <Radio
            value="2"
            label={t("sdk:activationType.2")}
            description={t("dialog.activationType.autoHint")}
          />
        </Stack>
      </Radio.Group>
    </FormDialog>
  );
}

type Field = "validTime" | "silenceTime" | "limitUseSum";
/** Which field an L-code of rules.pools.validityErrors belongs to. */
const FIELD_OF: Record<string, Field> = {
  L000388: "limitUseSum",
  L000389: "silenceTime",
  L000390: "silenceTime",
  L000391: "validTime",
  L000392: "validTime",
  L000393: "validTime",
};

/** Edit validity: valid time + unit, optional silence time + unit, usage limit (part1 §5). */
function ValidityDialog({ ctx, onClose }: { ctx: DialogContext; onClose: () => void }) {
  const { t } = useTranslation("services");
  const msg = useLCode();
  const [form, setForm] = useState({
    validTime: "" as string | number,
    validTimeUnit: "day" as string | null,
    silenceTime: "" as string | number,
    silenceTimeUnit: null as string | null,
    limitUseSum: "" as string | number,
  });
  const [error, setError] = useState<{ field: Field; message: string } | null>(null);
  const set = (patch: Partial<typeof form>) => {
    setForm((f) => ({ ...f, ...patch }));
    setError(null);
  };
  const units = [
    { value: "day", label: t("sdk:timeUnit.day") },
    { value: "month", label: t("sdk:timeUnit.month") },
  ];
  const text = (v: string | number) => (typeof v === "number" ? String(v) : v.trim());
  const submit = () => {
    const input = {
      validTime: text(form.validTime),
      validTimeUnit: form.validTimeUnit,
      silenceTime: text(form.silenceTime),
      silenceTimeUnit: form.silenceTime === "" ? null : form.silenceTimeUnit,
      limitUseSum: text(form.limitUseSum),
    };
    // Service accounts take a usage limit (the device page of a concurrent pool does not).
    const code = rules.pools.validityErrors(input, { type: 2 });
    if (code) return setError({ field: FIELD_OF[code] ?? "validTime", message: msg(code) ?? code });
    const { selectType, selection, search, records, mutations } = ctx;
    const target = batchTarget(selectType, selection, search);
    const unit = (u: string | null) => (u === "month" ? "month" : "day");
    mutations.runBatch(
      {
        action: "validity",
        run: () =>
          api.accounts.setValidity({
            ...target,
            validTime: Number(input.validTime),
            validTimeUnit: unit(input.validTimeUnit),
            ...(input.silenceTime
              ? { silenceTime: Number(input.silenceTime), silenceTimeUnit: unit(input.silenceTimeUnit) }
              : {}),
            ...(input.limitUseSum ? { limitUseSum: Number(input.limitUseSum) } : {}),
          }),
        names: knownNames(selection, records),
      },
      { onSuccess: onClose },
    );
  };
  const errorOf = (f: Field) => (error?.field === f ? error.message : undefined);
  return (
    <FormDialog
      title={t("dialog.validity.title")}
      onClose={onClose}
      onSubmit={submit}
      busy={ctx.mutations.batchPending}
      testId="dialog-validity"
    >
      <SelectionNote ctx={ctx} />
      <SimpleGrid cols={2} spacing="sm">
        <NumberInput
          label={t("dialog.validity.validTime")}
          withAsterisk
          allowDecimal={false}
          allowNegative={false}
          hideControls
          value={form.validTime}
          data-autofocus
          error={errorOf("validTime")}
          onChange={(v) => set({ validTime: v })}
        />
        <Select
          label={t("dialog.validity.validUnit")}
          withAsterisk
          data={units}
          value={form.validTimeUnit}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
          onChange={(v) => set({ validTimeUnit: v })}
        />
        <NumberInput
          label={t("dialog.validity.silenceTime")}
          allowDecimal={false}
          allowNegative={false}
          hideControls
          value={form.silenceTime}
          error={errorOf("silenceTime")}
          onChange={(v) => set({ silenceTime: v })}
        />
        <Select
          label={t("dialog.validity.silenceUnit")}
          data={units}
          value={form.silenceTimeUnit}
          clearable
          placeholder={t("common:filters.placeholderSelect")}
          comboboxProps={{ withinPortal: true }}
          onChange={(v) => set({ silenceTimeUnit: v })}
        />
      </SimpleGrid>
      <NumberInput
        label={t("dialog.validity.limitUseSum")}
        allowDecimal={false}
        allowNegative={false}
        hideControls
        value={form.limitUseSum}
        error={errorOf("limitUseSum")}
        onChange={(v) => set({ limitUseSum: v })}
      />
    </FormDialog>
  );
}
