// The dialogs of the account list (part1 §2, §5): custom password, password reset, batch
// remark, trial, activation setting, edit validity, and the account detail drawer. Loaded on
// first use. Each form validates with the SDK's rules (@mantine/form); the remark, trial,
// activation and password-grace fields are the SDK's form descriptors (catalogue/accounts/
// forms.ts). A form with errors sends nothing. Both password dialogs take the grace period the
// old password stays valid (docs/ntrip-caster.md "Password rotation").
import {
  type Account,
  type AccountSearch,
  activationTypeForm,
  batchRemarkForm,
  MAX_BATCH_IDS,
  passwordGraceForm,
  rules,
  validityForm,
  type ServiceType,
  trialForm,
} from "@fixcloud/sdk";
import { Alert, Text, TextInput } from "@mantine/core";
import { type GetInputPropsReturnType, useForm } from "@mantine/form";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ActivationTypeField } from "../../../shared/ActivationTypeField";
import { actionLabel } from "../../../shared/actions";
import { confirm } from "../../../shared/confirm";
import { FormDialog } from "../../../shared/FormDialog";
import { DescribedField } from "../../../shared/form/DescribedForm";
import { joinForms } from "../../../shared/form/joinForms";
import { useDescribedForm } from "../../../shared/form/useDescribedForm";
import { notifyWarning } from "../../../shared/notify";
import { validator } from "../../../shared/rules";
import { ValidityFields, validityEdit } from "../../../shared/ValidityFields";
import type { DialogState } from "../actions";
import type { AccountMutations } from "../mutations";
import { batchTarget, knownNames, type Selection, selectedCount } from "../selection";
import { AccountDetailDrawer } from "./AccountDetailDrawer";

/** What the dialogs act on: the service type, selection, last search, rows and mutations. */
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

/** The open dialog of the account list. */
export default function AccountDialogs({ state, ctx, onClose }: Props) {
  switch (state.kind) {
    case "detail":
      return <AccountDetailDrawer account={state.account} onClose={onClose} />;
    case "password":
      return <CustomPasswordDialog account={state.account} ctx={ctx} onClose={onClose} />;
    case "resetPassword":
      return <ResetPasswordDialog account={state.account} ctx={ctx} onClose={onClose} />;
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

function SelectionNote({ ctx }: { ctx: DialogContext }) {
  const { t } = useTranslation("services");
  return (
    <Text size="sm" c="dimmed">
      {t("dialog.selected", { count: selectedCount(ctx.selection) })}
    </Text>
  );
}

/** The selection as a batch target, with the names known for the reasons dialog. */
const targetOf = (ctx: DialogContext) => ({
  target: batchTarget(ctx.selectType, ctx.selection, ctx.search),
  names: knownNames(ctx.selection, ctx.records),
});

/** The grace form's days as sent: empty means 0 (the rule has refused anything else already). */
const graceDaysOf = (graceDays: string) => Number(graceDays.trim() || "0");

/** The old password's grace period, days 0-7 (passwordGraceForm, L000790), default 0. */
function useGraceForm() {
  return useDescribedForm(passwordGraceForm, { mode: "add", initial: { graceDays: "0" } });
}

/** The grace field: typed as text (nothing typed is dropped or rounded), with what it does. */
function GraceField({ form }: { form: ReturnType<typeof useGraceForm> }) {
  const { t } = useTranslation("services");
  return (
    <DescribedField
      descriptor={passwordGraceForm}
      form={form}
      mode="add"
      name="graceDays"
      description={t("grace.hint")}
      inputExtra={{
        inputMode: "numeric",
        rightSection: (
          <Text size="xs" c="dimmed">
            {t("sdk:timeUnit.day")}
          </Text>
        ),
        rightSectionWidth: 48,
      }}
    />
  );
}

/**
 * Custom password: exactly 8 lowercase letters and digits, mixed (L000333), and the grace the
 * old one keeps; unchanged → confirm first.
 */
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
  const form = useForm({
    initialValues: { password: "" },
    validate: { password: validator(t, rules.accounts.customPassword) },
  });
  const grace = useGraceForm();
  const { setPassword } = ctx.mutations;
  const send = (password: string, graceDays: number) =>
    setPassword.mutate(
      { id: account.id, accountId: account.accountId, password, graceDays },
      { onSuccess: onClose },
    );
  return (
    <FormDialog
      title={t("dialog.password.title", { account: account.accountName })}
      form={joinForms(form, grace)}
      onClose={onClose}
      onSubmit={({ password, graceDays }) => {
        const days = graceDaysOf(graceDays);
        const same = rules.accounts.customPasswordSame(password, account.password);
        if (same) confirm({ message: t(same, { ns: "sdk" }), onConfirm: () => send(password, days) });
        else send(password, days);
      }}
      busy={setPassword.isPending}
      testId="dialog-password"
    >
      <TextInput
        label={t("dialog.password.label")}
        description={t("dialog.password.hint")}
        autoComplete="off"
        data-autofocus
        {...form.getInputProps("password")}
      />
      <GraceField form={grace} />
    </FormDialog>
  );
}

/**
 * Reset passwords to new random ones: of one account (its row's action) or of the selection
 * (the toolbar's, "all matching" included), after naming what is reset; the grace keeps the old
 * passwords valid meanwhile.
 */
function ResetPasswordDialog({
  account,
  ctx,
  onClose,
}: {
  account: Account | undefined;
  ctx: DialogContext;
  onClose: () => void;
}) {
  const { t } = useTranslation("services");
  const form = useGraceForm();
  const { startBatch, batchPending } = ctx.mutations;
  return (
    <FormDialog
      title={actionLabel(t, "resetPassword")}
      form={form}
      onClose={onClose}
      onSubmit={({ graceDays }) => {
        const { target, names } = account
          ? {
              target: { selectType: ctx.selectType, ids: [account.id] },
              names: new Map([[account.id, account.accountName]]),
            }
          : targetOf(ctx);
        startBatch(
          { action: "resetPassword", target, graceDays: graceDaysOf(graceDays), names },
          { onSuccess: onClose },
        );
      }}
      busy={batchPending}
      testId="dialog-reset-password"
    >
      <Text size="sm">
        {account
          ? `${t("confirm.resetPasswordOne")} (${account.accountName})`
          : t("confirm.resetPassword", { count: selectedCount(ctx.selection) })}
      </Text>
      <GraceField form={form} />
    </FormDialog>
  );
}

/** Batch remark: required, at most 20 characters (L000618/L000619); "all matching" becomes ids. */
function BatchRemarkDialog({ ctx, onClose }: { ctx: DialogContext; onClose: () => void }) {
  const { t } = useTranslation("services");
  const form = useDescribedForm(batchRemarkForm, { mode: "add" });
  const { batchRemark } = ctx.mutations;
  return (
    <FormDialog
      title={t("dialog.remark.title")}
      form={form}
      onClose={onClose}
      onSubmit={({ accountRemark: remark }) => {
        // batchSetAccountRemark takes ids only, at most one call's worth.
        if (selectedCount(ctx.selection) > MAX_BATCH_IDS)
          return notifyWarning(t("selection.tooMany", { max: MAX_BATCH_IDS }));
        batchRemark.mutate(
          {
            selection: ctx.selection,
            search: ctx.search,
            remark: remark.trim(),
            limit: MAX_BATCH_IDS,
            names: knownNames(ctx.selection, ctx.records),
          },
          { onSuccess: onClose },
        );
      }}
      busy={batchRemark.isPending}
      testId="dialog-remark"
    >
      <SelectionNote ctx={ctx} />
      <DescribedField
        descriptor={batchRemarkForm}
        form={form}
        mode="add"
        name="accountRemark"
        inputExtra={{
          "data-autofocus": true,
          rightSection: (
            <Text size="xs" c="dimmed">
              {[...form.values.accountRemark.trim()].length}/{batchRemarkForm.fields[0].max}
            </Text>
          ),
          rightSectionWidth: 44,
        }}
      />
    </FormDialog>
  );
}

/**
 * Enable trial: trial days, a positive integer (L000366); the server checks eligibility first.
 */
function TrialDialog({ ctx, onClose }: { ctx: DialogContext; onClose: () => void }) {
  const { t } = useTranslation("services");
  const [refused, setRefused] = useState<string | null>(null);
  const form = useDescribedForm(trialForm, { mode: "add" });
  const { checkTrial, startBatch, batchPending } = ctx.mutations;
  return (
    <FormDialog
      title={actionLabel(t, "trialOn")}
      form={form}
      onClose={onClose}
      onSubmit={({ trialDays }) => {
        const { target, names } = targetOf(ctx);
        checkTrial.mutate(target, {
          onSuccess: (check) => {
            if (!check.allowed) return setRefused(check.message);
            startBatch(
              { action: "trialOn", target, trialDays: Number(trialDays.trim()), names },
              { onSuccess: onClose },
            );
          },
        });
      }}
      busy={checkTrial.isPending || batchPending}
      testId="dialog-trial"
    >
      <SelectionNote ctx={ctx} />
      {refused && (
        <Alert color="yellow" variant="light">
          {refused}
        </Alert>
      )}
      <DescribedField
        descriptor={trialForm}
        form={form}
        mode="add"
        name="trialDays"
        inputExtra={{
          inputMode: "numeric",
          "data-autofocus": true,
          rightSection: (
            <Text size="xs" c="dimmed">
              {t("sdk:timeUnit.day")}
            </Text>
          ),
          rightSectionWidth: 48,
        }}
      />
    </FormDialog>
  );
}

/** Activation setting: manual (console) or automatic (first terminal connection), part1 §4. */
function ActivationTypeDialog({ ctx, onClose }: { ctx: DialogContext; onClose: () => void }) {
  const { t } = useTranslation("services");
  const form = useDescribedForm(activationTypeForm, { mode: "add" });
  const { startBatch, batchPending } = ctx.mutations;
  return (
    <FormDialog
      title={t("dialog.activationType.title")}
      form={form}
      onClose={onClose}
      onSubmit={(v) => {
        const { target, names } = targetOf(ctx);
        const chosen = v.activationType === "2" ? 2 : 1;
        startBatch(
          { action: "activationType", target, activationType: chosen, names },
          { onSuccess: onClose },
        );
      }}
      busy={batchPending}
      testId="dialog-activation-type"
    >
      <SelectionNote ctx={ctx} />
      <DescribedField
        descriptor={activationTypeForm}
        form={form}
        mode="add"
        name="activationType"
        widget={({ inputProps }) => (
          <ActivationTypeField
            inputProps={inputProps as unknown as GetInputPropsReturnType}
            hint={(v) => t(`dialog.activationType.hint.${v}`)}
          />
        )}
      />
    </FormDialog>
  );
}

/** Edit validity: valid time + unit, optional silence time + unit, usage limit (part1 §5). */
function ValidityDialog({ ctx, onClose }: { ctx: DialogContext; onClose: () => void }) {
  const { t } = useTranslation("services");
  // Service accounts take a usage limit (the device page of a concurrency pool does not).
  const form = useDescribedForm(validityForm, { mode: "add", initial: { validTimeUnit: "day" } });
  const { startBatch, batchPending } = ctx.mutations;
  return (
    <FormDialog
      title={actionLabel(t, "editValidity")}
      form={form}
      onClose={onClose}
      onSubmit={(values) => {
        const validity = validityEdit(values, true);
        if (!validity) return;
        const { target, names } = targetOf(ctx);
        startBatch({ action: "editValidity", target, validity, names }, { onSuccess: onClose });
      }}
      busy={batchPending}
      testId="dialog-validity"
    >
      <SelectionNote ctx={ctx} />
      <ValidityFields descriptor={validityForm} form={form} />
    </FormDialog>
  );
}
