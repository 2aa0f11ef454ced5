export { default } from '../schema/federation/jest.config.js';
