// Settings that decide where the API key goes are read from the user's own settings only. The manifest declares them
// `machine` scoped (VS Code then ignores workspace values); reading only the user layers here also holds where an
// editor version or a remote set-up would still pass a cloned repository's .vscode/settings.json through.

/** The layers of a setting, as `WorkspaceConfiguration.inspect` reports them (only those read here). */
export interface InspectedSetting<T> {
  readonly defaultValue?: T;
  readonly globalValue?: T;
  readonly workspaceValue?: T;
  readonly workspaceFolderValue?: T;
}

/** The user's value, else the default; workspace and folder values are never used. */
export function userScopedValue<T>(inspected: InspectedSetting<T> | undefined): T | undefined {
  return inspected?.globalValue ?? inspected?.defaultValue;
}
