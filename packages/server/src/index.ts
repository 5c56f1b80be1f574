export { buildApp, type App } from './app';
export { loadConfig, type AppConfig } from './config';
