/**
 * A food or product source gave no usable answer (network, timeout, status, shape): what the
 * FoodSource and ProductSource ports throw, so use cases can fall back without knowing the provider.
 */
export class ExternalServiceError extends Error {
  override readonly name = 'ExternalServiceError';
  constructor(
    readonly service: string,
    message: string,
    /** The HTTP status when there was an answer. */
    readonly status: number | null = null,
  ) {
    super(`${service}: ${message}`);
  }
}
