/**
 * A small multi-step quick input: each step is an input box or a pick with
 * `step/totalSteps` shown and a Back button, resolving to the answer, BACK or
 * undefined (cancelled).
 */
import * as vscode from 'vscode';

/** Returned by a step when the person pressed Back. */
export const BACK = Symbol('back');

interface StepBase {
  title: string;
  step: number;
  totalSteps: number;
}

/** One input-box step; `validate` returns an error message or undefined. */
export function inputStep(
  o: StepBase & { prompt: string; value?: string; placeholder?: string; validate?: (v: string) => string | undefined },
): Promise<string | typeof BACK | undefined> {
  return new Promise((resolve) => {
    const box = vscode.window.createInputBox();
    Object.assign(box, { title: o.title, step: o.step, totalSteps: o.totalSteps, prompt: o.prompt, value: o.value ?? '', placeholder: o.placeholder, ignoreFocusOut: true });
    if (o.step > 1) box.buttons = [vscode.QuickInputButtons.Back];
    let done = false;
    const finish = (v: string | typeof BACK | undefined) => {
      if (done) return;
      done = true;
      resolve(v);
      box.dispose();
    };
    box.onDidTriggerButton(() => finish(BACK));
    box.onDidChangeValue((v) => (box.validationMessage = o.validate?.(v)));
    box.onDidAccept(() => {
      const err = o.validate?.(box.value);
      if (err) box.validationMessage = err;
      else finish(box.value);
    });
    box.onDidHide(() => finish(undefined));
    box.show();
  });
}

/** One pick step over `items`; resolves to the picked item's label. */
export function pickStep(o: StepBase & { placeholder: string; items: vscode.QuickPickItem[]; active?: string }): Promise<string | typeof BACK | undefined> {
  return new Promise((resolve) => {
    const pick = vscode.window.createQuickPick();
    Object.assign(pick, { title: o.title, step: o.step, totalSteps: o.totalSteps, placeholder: o.placeholder, items: o.items, ignoreFocusOut: true });
    const active = o.items.find((i) => i.label === o.active);
    if (active) pick.activeItems = [active];
    if (o.step > 1) pick.buttons = [vscode.QuickInputButtons.Back];
    let done = false;
    const finish = (v: string | typeof BACK | undefined) => {
      if (done) return;
      done = true;
      resolve(v);
      pick.dispose();
    };
    pick.onDidTriggerButton(() => finish(BACK));
    // Enter takes the highlighted item; with nothing highlighted yet (the list still rendering) it keeps the step open rather than cancel it.
    pick.onDidAccept(() => {
      const label = (pick.selectedItems[0] ?? pick.activeItems[0])?.label;
      if (label !== undefined) finish(label);
    });
    pick.onDidHide(() => finish(undefined));
    pick.show();
  });
}
