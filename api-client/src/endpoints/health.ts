import type { HttpClient } from '../core/http-client.js'
import type { HealthStatus } from '@dilemma/contract'

export const healthEndpoint = (http: HttpClient) => () => http.get<HealthStatus>('/health')
