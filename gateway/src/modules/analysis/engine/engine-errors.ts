// The engines' failures, apart from the OpenAI client so the run processor reads them without loading it.

/**
 * The provider refused the request itself (a wrong key, a model it does not serve, a parameter it rejects): asking
 * again cannot help and the offline engine must not hide it, so the run fails with the provider's message.
 */
export class ProviderRejected extends Error {
  override readonly name = 'ProviderRejected';
  constructor(
    readonly status: number,
    /** The provider's own message, keys masked, at most 300 characters. */
    readonly providerMessage: string,
  ) {
    super(`the provider refused the request (HTTP ${status}): ${providerMessage}`);
  }
}

/** One question failed with a reason (the model refused, its answer was cut or never valid JSON); the run goes on. */
export class ModelFailure extends Error {
  override readonly name = 'ModelFailure';
}

/** The provider stayed unavailable (timeouts, 429, 5xx) through every attempt: the offline engine may stand in. */
export class ModelUnavailable extends Error {
  override readonly name = 'ModelUnavailable';
}
