/** A prompt for the browser's on-device model: its system and user messages. */
export interface DevicePrompt {
  system: string;
  user: string;
}
