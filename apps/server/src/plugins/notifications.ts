// The live notifications as a decoration: `app.notifications`, the instance's one listener on
// the notification channel and its open streams (modules/notifications/notification-hub.ts).
// Listening starts when the app is ready; on close, the streams end before the server stops
// taking connections (an open stream would keep it waiting), and the listener stops before
// the database closes.
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { createNotificationHub, type NotificationHub } from '../modules/notifications/notification-hub'
import { createNotificationsRepository } from '../modules/notifications/notifications.repository'

declare module 'fastify' {
  interface FastifyInstance {
    notifications: NotificationHub
  }
}

export default fp(
  async (app: FastifyInstance) => {
    const hub = createNotificationHub({ database: app.database, repository: createNotificationsRepository(app.database), log: app.log.child({ module: 'notifications' }) })
    app.decorate('notifications', hub)
    await hub.start()
    app.addHook('preClose', (done) => {
      hub.closeAll()
      done()
    })
    app.addHook('onClose', async () => {
      await hub.stop()
    })
  },
  { name: 'notifications', dependencies: ['db'] },
)
