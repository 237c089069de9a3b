// The SMS provider the configuration names (SMS_PROVIDER).
import type { SmsConfig } from '../../config'
import { createConsoleSmsProvider, type ConsoleSmsProvider, type OutboxEntry } from './console-sms'
import { createMsg91SmsProvider } from './msg91-sms'
import type { SmsProvider, TextMessage } from './sms-provider'
import { createTwilioSmsProvider } from './twilio-sms'

export function createSmsProvider(
  config: SmsConfig,
  options: { log: (entry: OutboxEntry, text: string) => void; now: () => number; logText?: (message: TextMessage) => void },
): SmsProvider | ConsoleSmsProvider {
  switch (config.provider) {
    case 'msg91':
      return createMsg91SmsProvider(config)
    case 'twilio':
      return createTwilioSmsProvider(config)
    case 'console':
      return createConsoleSmsProvider(options)
  }
}

export function isConsoleSmsProvider(provider: SmsProvider): provider is ConsoleSmsProvider {
  return provider.name === 'console'
}
