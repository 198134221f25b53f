export * from './profile-record';
