import { Global, Module } from '@nestjs/common';
import { CLOCK, Clock, systemClock } from '../../shared/clock';
import { APP_CONFIG, AppConfig, loadConfig } from './app-config';

@Global()
@Module({})
export class ConfigModule {
  /** What the application is given from outside: its settings, and the clock it reads the time from. */
  static forRoot(config: AppConfig = loadConfig(), clock: Clock = systemClock) {
    return {
      module: ConfigModule,
      providers: [
        { provide: APP_CONFIG, useValue: config },
        { provide: CLOCK, useValue: clock },
      ],
      exports: [APP_CONFIG, CLOCK],
    };
  }
}
