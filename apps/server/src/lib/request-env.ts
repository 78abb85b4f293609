/** What the request logger sets on every request's context; each feature declares its own values beside it. */
export interface RequestVariables {
  requestId: string;
}

export interface RequestEnv {
  Variables: RequestVariables;
}
